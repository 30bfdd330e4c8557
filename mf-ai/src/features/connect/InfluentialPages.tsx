import { CONNECT_MESSAGES, INFLUENCERS_PAGE_SIZE } from '@trellis/contracts';
import { connectEndpoints } from '@trellis/contracts/endpoints';
import { PagedList, usePagedList } from '@trellis/ui';
import { ConnectItemCard } from './ConnectItemCard.tsx';

const influentialQuery = ({ page, search }: { page: number; search: string }) => ({
  page,
  page_size: INFLUENCERS_PAGE_SIZE,
  search: search || undefined,
});

/** /influencers: influential people by name, searchable, 16 a page, each with Follow. */
export function InfluencersPage() {
  const list = usePagedList(connectEndpoints.influencers, influentialQuery, {});
  return (
    <PagedList
      list={list}
      title="Influential People"
      headingId="influencers-heading"
      searchLabel="Search influential people"
      pageSize={INFLUENCERS_PAGE_SIZE}
      emptyText={CONNECT_MESSAGES.noInfluentialPeople}
      errorText={CONNECT_MESSAGES.influentialPeopleFailed}
      itemKey={(person) => person.id}
      renderItem={(person) => <ConnectItemCard item={person} onFollowChange={() => void list.mutate()} />}
    />
  );
}

/** /influential-orgs: influential organizations by name, searchable, 16 a page, each with Follow or Member. */
export function InfluentialOrganizationsPage() {
  const list = usePagedList(connectEndpoints.influentialOrganizations, influentialQuery, {});
  return (
    <PagedList
      list={list}
      title="Influential Organizations"
      headingId="influential-orgs-heading"
      searchLabel="Search influential organizations"
      pageSize={INFLUENCERS_PAGE_SIZE}
      emptyText={CONNECT_MESSAGES.noInfluentialOrganizations}
      itemKey={(organization) => organization.id}
      renderItem={(organization) => <ConnectItemCard item={organization} onFollowChange={() => void list.mutate()} />}
    />
  );
}
