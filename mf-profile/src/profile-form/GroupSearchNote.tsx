import { Flex, Spin, Typography } from '@trellis/ui/antd';
import { LIMITS } from '@trellis/contracts/constants';
import type { GroupSearchState } from './useGroupSearch.ts';

type Props = { state: GroupSearchState; noun: string; failed: string };

/** What a group picker's list says while it has nothing to offer: type more, searching, nothing found, or the failure. */
export function GroupSearchNote({ state, noun, failed }: Props) {
  if (state === 'searching')
    return (
      <Flex gap={8} align="center" role="status">
        <Spin size="small" />
        <span>Searching {noun}…</span>
      </Flex>
    );
  if (state === 'failed')
    return (
      <Typography.Text type="danger" role="alert">
        {failed}
      </Typography.Text>
    );
  if (state === 'too_short')
    return (
      <span role="status">
        Type at least {LIMITS.searchMinChars} characters to search {noun}.
      </span>
    );
  return <span role="status">No {noun} found.</span>;
}
