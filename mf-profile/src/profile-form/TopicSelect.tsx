import { App } from '@trellis/ui/antd';
import { Select } from '@trellis/ui/antd/fields';
import { useEffect, useState } from 'react';
import { call } from '@trellis/platform/api-client';
import { profileEndpoints } from '@trellis/contracts/endpoints';
import { LIMITS } from '@trellis/contracts/constants';
import { type NamedItem } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';

type Props = {
  topicType: 'skill' | 'general';
  value?: number[];
  onChange?(value: number[]): void;
  /** Names of the ids already chosen, so the chips read as names before any search. */
  known?: NamedItem[];
  id?: string;
};

const merge = (current: NamedItem[], more: NamedItem[]) => [...new Map([...current, ...more].map((item) => [item.id, item])).values()];

/**
 * Skills or topics from the server: the first page as soon as the field shows, then a search
 * from 2 characters with a 500 ms debounce; a typed name that does not exist yet is added.
 */
export function TopicSelect({ topicType, value = [], onChange, known = [], id }: Props) {
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<NamedItem[]>([]);
  /** The search the listed items answer; while it differs from the current one, a fetch is under way. */
  const [answered, setAnswered] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [added, setAdded] = useState<NamedItem[]>([]);
  const typed = search.trim();
  const query = typed.length >= LIMITS.searchMinChars ? typed : '';

  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      async () => {
        try {
          const { data } = await call(profileEndpoints.topics, { query: { topic_type: topicType, search: query || undefined } });
          if (!current) return;
          setFound(data);
          setFailed(false);
        } catch {
          if (current) setFailed(true);
        } finally {
          if (current) setAnswered(query);
        }
      },
      query ? LIMITS.peopleSearchDebounceMs : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, topicType]);

  async function add(name: string) {
    try {
      const created = await call(profileEndpoints.addTopic, { body: { name, topic_type: topicType } });
      setAdded((current) => merge(current, [created]));
      onChange?.([...value, created.id]);
      setSearch('');
    } catch {
      message.error(MESSAGES.profileForm.couldNotAddItem);
    }
  }

  const loading = answered !== query;
  const options = merge(merge(known, added), found);
  const exists = options.some((item) => item.name.toLowerCase() === typed.toLowerCase());
  const noun = topicType === 'skill' ? 'skills' : 'topics';
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      value={value}
      loading={loading}
      notFoundContent={loading ? `Loading ${noun}…` : failed ? `Could not load ${noun}` : `No ${noun} match "${typed}"`}
      onChange={(ids: number[]) => onChange?.(ids.filter((item) => item !== -1))}
      maxTagCount={LIMITS.selectChipsShown}
      options={[
        // Chosen items stay listed so their chips keep their names; a search narrows the rest.
        ...options
          .filter((item) => value.includes(item.id) || found.some((match) => match.id === item.id))
          .map((item) => ({ value: item.id, label: item.name })),
        ...(typed.length >= LIMITS.searchMinChars && !exists ? [{ value: -1, label: `Add "${typed}"` }] : []),
      ]}
      onSelect={(selected: number) => {
        if (selected === -1) void add(typed);
      }}
    />
  );
}
