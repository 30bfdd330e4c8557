import { Typography } from '@trellis/ui/antd';
import { AutoComplete } from '@trellis/ui/antd/fields';
import { MESSAGES } from '@trellis/contracts/messages';
import type { GROUP_SEARCH_TYPES } from '@trellis/contracts';
import { GroupSearchNote } from './GroupSearchNote.tsx';
import { useGroupSearch } from './useGroupSearch.ts';

type Props = {
  /** all_group suggests every kind of group, institution only institutions. */
  searchType: (typeof GROUP_SEARCH_TYPES)[number];
  value?: string;
  onChange?(value: string): void;
  id?: string;
};

const NOUNS = { all_group: 'organizations and groups', institution: 'institutions' } as const;

/**
 * A group's name, typed freely (a workplace need not be on the platform) with the platform's matching groups offered
 * from the second character on; the arrows move through them and Enter takes one.
 */
export function GroupNameInput({ searchType, value, onChange, id }: Props) {
  const search = useGroupSearch(searchType, value ?? '');
  // Names are the values taken: two groups of the same name are one suggestion.
  const byName = new Map(search.hits.map((hit) => [hit.name, hit]));
  return (
    <AutoComplete
      id={id}
      value={value}
      onChange={onChange}
      placeholder={`Type to search ${NOUNS[searchType]}`}
      options={[...byName.values()].map((hit) => ({
        value: hit.name,
        label: (
          <span>
            {hit.name}
            {hit.group_type ? <Typography.Text type="secondary"> · {hit.group_type}</Typography.Text> : null}
          </span>
        ),
      }))}
      notFoundContent={<GroupSearchNote state={search.state} noun={NOUNS[searchType]} failed={MESSAGES.common.couldNotFetchItems} />}
    />
  );
}
