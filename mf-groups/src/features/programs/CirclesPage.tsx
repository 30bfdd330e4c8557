import { Segmented } from '@trellis/ui/antd/fields';
import { Link } from '@trellis/ui/router';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { PagedList, usePagedList } from '@trellis/ui';
import { ProgramTile } from '../../program-cards/ProgramTile.tsx';
import { groupEndpoints } from '@trellis/contracts/endpoints';
import { CalendarFeedButton } from '../../calendar-feed/CalendarFeedButton.tsx';
import { CreateProgramButton } from './CreateProgramButton.tsx';
import { LeaderApplicationButton } from './LeaderApplicationButton.tsx';
import { circlesQuery, type CircleFilters } from './circlesQuery.ts';

const PRICE_FILTERS: { label: string; value: CircleFilters['paid'] }[] = [
  { label: 'All', value: 'all' },
  { label: 'Paid', value: 'paid' },
  { label: 'Free', value: 'free' },
];

/** /circles: every circle, searchable and filtered by price, 9 to a page. */
export function CirclesPage() {
  const list = usePagedList<typeof groupEndpoints.circles, Pick<CircleFilters, 'paid'>>(groupEndpoints.circles, circlesQuery, {
    paid: 'all',
  });
  return (
    <PagedList
      list={list}
      title="Career Circles"
      headingId="circles-heading"
      extra={
        <>
          <Link to="/circle-leaders">Browse Circle Leaders</Link>
          <LeaderApplicationButton />
          <CalendarFeedButton />
          <CreateProgramButton groupType="circle" />
        </>
      }
      searchLabel="Search circles"
      filters={
        <Segmented
          aria-label="Price"
          options={PRICE_FILTERS}
          value={list.filters.paid}
          onChange={(value) => list.setFilter('paid', value)}
        />
      }
      pageSize={PAGE_SIZES.circlesList}
      emptyText={MESSAGES.empty.circles}
      itemKey={(circle) => circle.id}
      renderItem={(circle) => <ProgramTile program={circle} />}
    />
  );
}
