import { Segmented } from '@trellis/ui/antd/fields';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { PagedList, usePagedList } from '@trellis/ui';
import { ProgramTile } from '../../program-cards/ProgramTile.tsx';
import { groupEndpoints } from '@trellis/contracts/endpoints';
import { CalendarFeedButton } from '../../calendar-feed/CalendarFeedButton.tsx';
import { CreateProgramButton } from './CreateProgramButton.tsx';
import { eventsQuery, type EventFilters } from './eventsQuery.ts';

const WHEN_FILTERS: { label: string; value: EventFilters['when'] }[] = [
  { label: 'All', value: 'all' },
  { label: 'Upcoming', value: 'upcoming' },
  { label: 'Past', value: 'past' },
];

/** /events: every event, searchable, upcoming or past, 9 to a page. */
export function EventsPage() {
  const list = usePagedList<typeof groupEndpoints.events, Pick<EventFilters, 'when'>>(groupEndpoints.events, eventsQuery, { when: 'all' });
  return (
    <PagedList
      list={list}
      title="Events"
      headingId="events-heading"
      extra={
        <>
          <CalendarFeedButton />
          <CreateProgramButton groupType="event" />
        </>
      }
      searchLabel="Search events"
      filters={
        <Segmented aria-label="When" options={WHEN_FILTERS} value={list.filters.when} onChange={(value) => list.setFilter('when', value)} />
      }
      pageSize={PAGE_SIZES.eventsList}
      emptyText={MESSAGES.empty.events}
      itemKey={(event) => event.id}
      renderItem={(event) => <ProgramTile program={event} />}
    />
  );
}
