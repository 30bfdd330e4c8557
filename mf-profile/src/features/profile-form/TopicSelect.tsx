import { Select } from '@trellis/shared/antd';
import { useEffect, useState } from 'react';
import { api } from '@trellis/shared/api-client';
import { LIMITS } from '@trellis/shared/constants';
import { PATHS, type NamedItem } from '@trellis/shared/contracts';

type Props = { topicType: 'skill' | 'general'; value?: number[]; onChange?(value: number[]): void; known?: NamedItem[]; id?: string };

/** Searchable skills or topics (from 2 characters, 500 ms debounce); a typed name that does not exist yet is created. */
export function TopicSelect({ topicType, value = [], onChange, known = [], id }: Props) {
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<NamedItem[]>(known);

  useEffect(() => {
    if (search.trim().length < LIMITS.searchMinChars) return;
    const timer = setTimeout(async () => {
      const { data } = await api.get<{ data: NamedItem[] }>(PATHS.topics, { searchParams: { topic_type: topicType, search } });
      setOptions((current) => [...new Map([...current, ...data].map((item) => [item.id, item])).values()]);
    }, LIMITS.peopleSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [search, topicType]);

  async function add(name: string) {
    const created = await api.post<NamedItem>(PATHS.topics, { name, topic_type: topicType });
    setOptions((current) => [...current.filter((item) => item.id !== created.id), created]);
    onChange?.([...value, created.id]);
    setSearch('');
  }

  const exists = options.some((item) => item.name.toLowerCase() === search.trim().toLowerCase());
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      value={value}
      onChange={(ids: number[]) => onChange?.(ids.filter((item) => item !== -1))}
      maxTagCount={LIMITS.selectChipsShown}
      options={[
        ...options.map((item) => ({ value: item.id, label: item.name })),
        ...(search.trim().length >= LIMITS.searchMinChars && !exists ? [{ value: -1, label: `Add "${search.trim()}"` }] : []),
      ]}
      onSelect={(selected: number) => {
        if (selected === -1) void add(search.trim());
      }}
    />
  );
}
