import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { GroupCard } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { PagedList, usePagedList } from '@trellis/ui';
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
