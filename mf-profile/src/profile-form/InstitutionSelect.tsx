import { App } from '@trellis/ui/antd';
import { Select } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { call } from '@trellis/platform/api-client';
import { groupEditingEndpoints } from '@trellis/contracts/endpoints';
import { LIMITS } from '@trellis/contracts/constants';
import { type NamedItem } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { GroupSearchNote } from './GroupSearchNote.tsx';
import { useGroupSearch } from './useGroupSearch.ts';

type Props = {
  value?: number | null;
  onChange?(value: number): void;
  id?: string;
  /** The name of the institution the form started with, so a stored choice shows by name before any search. */
  knownName?: string | null;
};

/** The option that creates the institution typed; no institution has this id. */
const ADD_TYPED = -1;

/**
 * Searchable institutions (GET /search/ type institution, from 2 characters); a name typed that matches none becomes a
 * new institution (POST /groups/). The arrows move through the list and Enter picks, as in any select.
 */
export function InstitutionSelect({ value, onChange, id, knownName }: Props) {
  const { message } = App.useApp();
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<NamedItem | null>(() => (value != null && knownName ? { id: value, name: knownName } : null));
  const search = useGroupSearch('institution', typed);

  async function create(name: string) {
    try {
      const answer = await call(groupEditingEndpoints.create, { body: { name, group_type: 'institution' } });
      // An institution answers itself; only a circle or an event answers { message, group }.
      if ('group' in answer) throw new Error('POST /groups/ answered a circle or an event to an institution');
      setPicked(answer);
      onChange?.(answer.id);
    } catch {
      message.error(MESSAGES.profileForm.couldNotCreateInstitution);
    }
  }

  function choose(selected: number) {
    if (selected === ADD_TYPED) return void create(typed.trim());
    const hit = search.hits.find((item) => item.id === selected);
    if (hit) setPicked({ id: hit.id, name: hit.name });
    setTyped('');
    onChange?.(selected);
  }

  const wanted = typed.trim();
  const offerNew =
    search.state === 'found' || search.state === 'empty'
      ? wanted.length >= LIMITS.searchMinChars && !search.hits.some((item) => item.name.toLowerCase() === wanted.toLowerCase())
      : false;
  // While the member types, the search's answers; otherwise the institution picked, so its name stays shown.
  const options = wanted
    ? [
        ...search.hits.map((item) => ({ value: item.id, label: item.name })),
        ...(offerNew ? [{ value: ADD_TYPED, label: `Add "${wanted}"` }] : []),
      ]
    : picked
      ? [{ value: picked.id, label: picked.name }]
      : [];
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      placeholder="Search institutions"
      value={value ?? undefined}
      options={options}
      notFoundContent={<GroupSearchNote state={search.state} noun="institutions" failed={MESSAGES.profileForm.couldNotFetchInstitution} />}
      onChange={choose}
    />
  );
}
