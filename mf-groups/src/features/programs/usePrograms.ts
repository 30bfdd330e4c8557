import { useApi } from '@trellis/platform/api-client';
import type { GroupDetail, ProgramList } from '@trellis/contracts';
import { PATHS } from '@trellis/contracts';
import { circlesPath, type CircleFilters } from './circlesPath.ts';
import { eventsPath, type EventFilters } from './eventsPath.ts';

/** One page of circles; the previous page stays on screen while the next one loads. */
export function useCircles(filters: CircleFilters) {
  return useApi<ProgramList>(circlesPath(filters), { keepPreviousData: true });
}

/** GET /groups/slug/{slug}/: the circle with the signed-in user's standing in it. */
export function useCircle(slug: string) {
  return useApi<GroupDetail>(PATHS.groupBySlug(slug));
}

/** One page of events; the previous page stays on screen while the next one loads. */
export function useEvents(filters: EventFilters) {
  return useApi<ProgramList>(eventsPath(filters), { keepPreviousData: true });
}
