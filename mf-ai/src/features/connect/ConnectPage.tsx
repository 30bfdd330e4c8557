import { Alert, Button, Flex, Row, Col, Typography } from '@trellis/ui/antd';
import { Tabs } from '@trellis/ui/antd/display';
import { useSearchParams } from '@trellis/ui/router';
import { useRef } from 'react';
import { useSWRConfig } from 'swr';
import { CONNECT_MESSAGES, type ConnectTab, type RecommendedEntityType } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { connectEndpoints, siteConfigEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { useCall } from '@trellis/platform/api-client';
import { crossAreaLink } from '@trellis/platform/navigation';
import { CardGridSkeleton, EmptyState, ListPagination, RecommendationsPanel } from '@trellis/ui';
import { useRightPanelElement } from '../../right-panel/RightPanelPortal.tsx';
import { ConnectFilters } from './ConnectFilters.tsx';
import { ConnectItemCard } from './ConnectItemCard.tsx';
import { InviteOthersButton } from './InviteOthersButton.tsx';
import { YouMayKnow } from './YouMayKnow.tsx';
import { connectApiQuery, connectParamsOf, connectViewOf, isSearching, type ConnectView } from './connectQuery.ts';

const TABS: { key: ConnectTab; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'circle', label: 'Circle' },
  { key: 'organization', label: 'Organization' },
  { key: 'user', label: 'People' },
  { key: 'event', label: 'Event' },
];

/** What the panel recommends beside each tab. */
const RECOMMENDED: Record<ConnectTab, RecommendedEntityType> = {
  all: 'user',
  circle: 'circle',
  organization: 'organization',
  user: 'user',
  event: 'event',
};

function TabActions({ tab }: { tab: ConnectTab }) {
  if (tab === 'user')
    return (
      <Flex wrap gap={8}>
        <InviteOthersButton />
        <Button {...crossAreaLink('/influencers')}>View Influential People</Button>
      </Flex>
    );
  if (tab === 'organization') return <Button {...crossAreaLink('/influential-orgs')}>View Influential Organizations</Button>;
  return null;
}

/**
 * /connect: the member's active connections, or people and groups found by search, country and professional field,
 * by tab, 12 a page; everything lives in the address. A member with no connections sees You May Know; the
 * recommendations sit in the right panel, or under the list on narrow screens.
 */
export function ConnectPage() {
  const [params, setParams] = useSearchParams();
  const view = connectViewOf(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = useCall(connectEndpoints.connections, { query: connectApiQuery(view) }, { keepPreviousData: true });
  const options = useCall(siteConfigEndpoints.options);
  const searching = isSearching(view);
  const panel = useRightPanelElement();
  const { mutate } = useSWRConfig();
  // A follow changes every list of connections, not only the one on screen: each is read again, and one read moments
  // ago (before a search, on another tab) is not answered from that read when the member goes back to it.
  const followChanged = () => void mutate((key) => typeof key === 'string' && key.startsWith(connectEndpoints.connections.path));

  // A new tab or filter starts again from the first page, replacing the entry so Back leaves the page.
  const change = (next: Partial<ConnectView>) => setParams(connectParamsOf({ ...view, ...next, page: 1 }), { replace: true });
  const goToPage = (page: number) => {
    setParams(connectParamsOf({ ...view, page }));
    headingRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const { data, error, isValidating } = list;
  let body;
  if (error) body = <Alert type="error" showIcon title={MESSAGES.common.couldNotFetchItems} description={error.message} />;
  else if (!data) body = <CardGridSkeleton count={PAGE_SIZES.connect} />;
  else if (data.data.length === 0)
    body = <EmptyState description={searching ? CONNECT_MESSAGES.noResults : CONNECT_MESSAGES.noConnections} />;
  else
    body = (
      <Flex vertical gap={24}>
        <Row gutter={[16, 16]} aria-busy={isValidating}>
          {data.data.map((item) => (
            <Col key={`${item.type}-${item.id}`} xs={24} md={12} xl={8}>
              <ConnectItemCard item={item} onFollowChange={followChanged} />
            </Col>
          ))}
        </Row>
        <ListPagination page={view.page} pageSize={PAGE_SIZES.connect} total={data.pagination.count} onChange={goToPage} />
      </Flex>
    );

  return (
    <Flex vertical gap={16} style={{ padding: '16px 0' }}>
      <Flex wrap justify="space-between" align="center" gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Connect
        </Typography.Title>
        <TabActions tab={view.connection} />
      </Flex>
      <Tabs
        activeKey={view.connection}
        onChange={(key) => change({ connection: key as ConnectTab })}
        items={TABS.map((tab) => ({ key: tab.key, label: tab.label }))}
        style={{ marginBottom: -16 }}
      />
      <ConnectFilters
        key={view.connection}
        view={view}
        professionalFields={options.data?.professional_fields ?? []}
        canLimit={data?.can_limit_search ?? false}
        onChange={change}
      />
      <section aria-labelledby="connect-list-heading">
        <Typography.Title id="connect-list-heading" ref={headingRef} level={3} style={{ fontSize: 18 }}>
          {searching ? 'Search Results' : 'Active connections'}
        </Typography.Title>
        {body}
      </section>
      {!searching && data?.pagination.count === 0 ? <YouMayKnow onFollowChange={followChanged} /> : null}
      {/* From the lg breakpoint the layout's right panel holds the recommendations; below it they follow the list, of the tab's kind. */}
      {panel ? null : (
        <section aria-label="Recommended">
          <RecommendationsPanel entityType={RECOMMENDED[view.connection]} />
        </section>
      )}
    </Flex>
  );
}
