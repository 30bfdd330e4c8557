import { PAGE_SIZES } from '@trellis/shared/constants';
import type { GroupCard } from '@trellis/shared/contracts';
import { MESSAGES } from '@trellis/shared/messages';
import { PagedList, usePagedList } from '@trellis/shared/ui';
import { OrganizationCard } from './OrganizationCard.tsx';
import { organizationsPath } from './organizationsPath.ts';

/** /org: every organization, searchable, 12 to a page. */
export function OrganizationsPage() {
  const list = usePagedList<GroupCard, object>(organizationsPath, {});
  return (
    <PagedList
      list={list}
      title="Organizations"
      headingId="organizations-heading"
      searchLabel="Search organizations"
      pageSize={PAGE_SIZES.organizations}
      emptyText={MESSAGES.empty.organizations}
      itemKey={(organization) => organization.id}
      renderItem={(organization) => <OrganizationCard organization={organization} />}
    />
  );
}
