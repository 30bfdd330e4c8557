import { LEADER_MESSAGES } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { leaderEndpoints } from '@trellis/contracts/endpoints';
import { PagedList, usePagedList } from '@trellis/ui';
import { CircleLeaderCard } from './CircleLeaderCard.tsx';

/** Circle leaders come 9 a page, like the AI tools. */
const PAGE_SIZE = PAGE_SIZES.aiTools;

const leadersQuery = ({ page, search }: { page: number; search: string }) => ({ page, page_size: PAGE_SIZE, search: search || undefined });

/** /circle-leaders: certified circle leaders, highest level first, searchable by name, nine to a page. */
export function CircleLeadersPage() {
  const list = usePagedList(leaderEndpoints.leaders, leadersQuery, {});
  return (
    <PagedList
      list={list}
      title="Circle Leaders"
      headingId="circle-leaders-heading"
      searchLabel="Search circle leaders"
      pageSize={PAGE_SIZE}
      emptyText={LEADER_MESSAGES.noLeadersFound}
      itemKey={(leader) => leader.id}
      renderItem={(leader) => <CircleLeaderCard leader={leader} />}
    />
  );
}
