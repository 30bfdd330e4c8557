import { Alert, Divider, Skeleton, Typography } from '@trellis/ui/antd';
import { ListPagination } from '@trellis/ui';
import { useState } from 'react';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { ConnectionDirection } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { ConnectionItem } from './ConnectionItem.tsx';
import { useConnections } from './useConnections.ts';

type Props = {
  slug: string;
  direction: ConnectionDirection;
  /** Names the list for screen readers: the tab's label. */
  label: string;
  /** The viewer's own name_slug when signed in: the viewer gets no Follow button, visitors none at all. */
  viewerSlug: string | null;
};

/** One page of followers or followed people, with the profile's empty text and paging below. */
export function ConnectionsTab({ slug, direction, label, viewerSlug }: Props) {
  const [page, setPage] = useState(1);
  const { data, error, isValidating } = useConnections({ slug, direction, page });
  const own = viewerSlug === slug;

  if (error) return <Alert type="error" showIcon title={MESSAGES.common.couldNotFetchItems} description={error.message} />;
  if (!data) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} active avatar paragraph={{ rows: 1 }} />
        ))}
      </div>
    );
  }
  if (data.data.length === 0) {
    return (
      <Typography.Text type="secondary">
        {own ? MESSAGES.profile.noOwnItems('connections') : MESSAGES.profile.noItems('connections')}
      </Typography.Text>
    );
  }
  return (
    <>
      <ul aria-label={label} aria-busy={isValidating} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.data.map((person, index) => (
          <li key={person.id}>
            {index > 0 ? <Divider style={{ margin: 0 }} /> : null}
            <ConnectionItem person={person} canFollow={viewerSlug !== null && person.name_slug !== viewerSlug} />
          </li>
        ))}
      </ul>
      <ListPagination page={page} pageSize={PAGE_SIZES.connections} total={data.pagination.count} onChange={setPage} />
    </>
  );
}
