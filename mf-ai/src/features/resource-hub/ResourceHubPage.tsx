import { Select } from '@trellis/ui/antd/fields';
import { useSearchParams } from '@trellis/ui/router';
import { useState } from 'react';
import { RESOURCE_HUB_MESSAGES, RESOURCE_HUB_PAGE_SIZE, RESOURCE_TOPIC_AREAS } from '@trellis/contracts';
import { resourceHubEndpoints } from '@trellis/contracts/endpoints';
import { PagedList, RecommendationsPanel, usePagedList } from '@trellis/ui';
import { useRightPanelElement } from '../../right-panel/RightPanelPortal.tsx';
import { ResourceHubCard } from './ResourceHubCard.tsx';

const knownAreas = new Set<number>(RESOURCE_TOPIC_AREAS.map((area) => area.id));

/** The topic areas a link asks for (`?topic_areas=1,4`), known ones only. */
export const topicAreasOf = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => knownAreas.has(id));

type HubFilters = { topicAreas: number[] };

const hubQuery = ({ page, search, topicAreas }: HubFilters & { page: number; search: string }) => ({
  page,
  page_size: RESOURCE_HUB_PAGE_SIZE,
  search: search || undefined,
  topic_areas: topicAreas.length ? topicAreas.join(',') : undefined,
});

/** /resourcehub: approved resources published to the hub, newest first, by title and topic areas, 15 a page. */
export function ResourceHubPage() {
  const [params] = useSearchParams();
  const [initial] = useState<HubFilters>(() => ({ topicAreas: topicAreasOf(params.get('topic_areas')) }));
  const list = usePagedList(resourceHubEndpoints.list, hubQuery, initial);
  const panel = useRightPanelElement();
  return (
    <>
      <PagedList
        list={list}
        title="Resource Hub"
        headingId="resource-hub-heading"
        searchLabel="Search resources"
        filters={
          <Select
            aria-label="Topic areas"
            placeholder="Topic areas"
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            style={{ flex: '1 1 220px', maxWidth: 360 }}
            value={list.filters.topicAreas}
            onChange={(topicAreas: number[]) => list.setFilter('topicAreas', topicAreas)}
            options={RESOURCE_TOPIC_AREAS.map((area) => ({ value: area.id, label: area.name }))}
          />
        }
        pageSize={RESOURCE_HUB_PAGE_SIZE}
        emptyText={RESOURCE_HUB_MESSAGES.empty}
        itemKey={(resource) => resource.id}
        renderItem={(resource) => <ResourceHubCard resource={resource} />}
      />
      {/* From the lg breakpoint the layout's right panel holds these recommendations. */}
      {panel ? null : <RecommendationsPanel entityType="circle" />}
    </>
  );
}
