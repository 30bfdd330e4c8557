import { Button } from '@trellis/ui/antd';
import { useState } from 'react';
import { useNavigate } from '@trellis/ui/router';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { RESOURCE_MESSAGES } from '@trellis/contracts';
import { resourceEndpoints } from '@trellis/contracts/endpoints';
import { PagedList, usePagedList } from '@trellis/ui';
import { ResourceFormModal } from './ResourceFormModal.tsx';
import { ResourceCard } from './ResourceCard.tsx';

export type GroupResourcesProps = {
  group: { id: number; name: string };
  /** The viewer belongs to the group, so may contribute to it. */
  canContribute: boolean;
};

/**
 * A group's resources tab: 12 a page (the page in ?page), newest first, with Contribute a Resource for its members.
 * A new contribution opens its page, where its author sees it waiting for review.
 */
export function GroupResources({ group, canContribute }: GroupResourcesProps) {
  const list = usePagedList(resourceEndpoints.list, ({ page }) => ({ group_id: group.id, page }), {});
  const [contributing, setContributing] = useState(false);
  const navigate = useNavigate();

  return (
    <>
      <PagedList
        list={list}
        title="Resources"
        headingId="group-resources-heading"
        extra={
          canContribute ? (
            <Button type="primary" onClick={() => setContributing(true)}>
              Contribute a Resource
            </Button>
          ) : null
        }
        pageSize={PAGE_SIZES.groupResources}
        emptyText={RESOURCE_MESSAGES.noResources}
        itemKey={(resource) => resource.id}
        renderItem={(resource) => <ResourceCard resource={resource} />}
      />
      {contributing ? (
        <ResourceFormModal
          fixedGroup={group}
          onClose={() => setContributing(false)}
          onSaved={(resource) => navigate(`/resource/${resource.title_slug}`)}
        />
      ) : null}
    </>
  );
}
