import { App } from '@trellis/ui/antd';
import { Select } from '@trellis/ui/antd/frame';
import { useEffect, useState } from 'react';
import { call } from '@trellis/platform/api-client';
import { groupEditingEndpoints, groupEndpoints } from '@trellis/contracts/endpoints';
import { LIMITS } from '@trellis/contracts/constants';
import { type NamedItem } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';

type Props = { value?: number | null; onChange?(value: number): void; id?: string };

/** Searchable institutions; a name typed that matches none becomes a new institution (POST /groups/). */
export function InstitutionSelect({ value, onChange, id }: Props) {
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<NamedItem[]>([]);

  useEffect(() => {
    const timer = setTimeout(async () => {
      try {
        const page = await call(groupEndpoints.list, { query: { group_type: 'institution', search, page_size: 20 } });
        setOptions(page.data);
      } catch {
        message.error(MESSAGES.profileForm.couldNotFetchInstitution);
      }
    }, LIMITS.peopleSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [search, message]);

  async function create(name: string) {
    try {
      const answer = await call(groupEditingEndpoints.create, { body: { name, group_type: 'institution' } });
      // An institution answers itself; only a circle or an event answers { message, group }.
      if ('group' in answer) throw new Error('POST /groups/ answered a circle or an event to an institution');
      const created = answer;
      setOptions((current) => [...current, created]);
      onChange?.(created.id);
    } catch {
      message.error(MESSAGES.profileForm.couldNotCreateInstitution);
    }
  }

  const typed = search.trim();
  const isNew = typed.length >= LIMITS.searchMinChars && !options.some((item) => item.name.toLowerCase() === typed.toLowerCase());
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      value={value ?? undefined}
      options={[
        ...options.map((item) => ({ value: item.id, label: item.name })),
        ...(isNew ? [{ value: -1, label: `Add "${typed}"` }] : []),
      ]}
      onChange={(selected: number) => (selected === -1 ? void create(typed) : onChange?.(selected))}
    />
  );
}
