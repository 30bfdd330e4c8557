import { Alert, Card, Flex, Result } from '@trellis/ui/antd';
import { Tabs } from '@trellis/ui/antd/display';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from '@trellis/ui/router';
import { MESSAGES } from '@trellis/contracts/messages';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { PageSkeleton } from '@trellis/ui';
import { PostFeed } from '../../posts/PostFeed.tsx';
import { GroupResources } from '../../group-resources/GroupResources.tsx';
import { DonationCard } from '../../donations/DonationCard.tsx';
import { OrganizationHeader } from './OrganizationHeader.tsx';
import {
  OrganizationAdmin,
  OrganizationElsewhere,
  OrganizationImpact,
  OrganizationOverview,
  OrganizationPeople,
  ProgramsSection,
} from './OrganizationSections.tsx';
import { useOrganizationDetail } from './organizationCalls.ts';
import { TAB_LABELS, tabOfPath, visibleTabs, type OrganizationTab } from './organizationTabs.ts';

/**
 * /org/{slug} and its tabs (/people, /circles, /events, /resources, /posts, /donate, /jobs, /admin, /impact): the
 * header, then the tabs the viewer may see. A tab the viewer may not see shows the overview instead.
 */
export function OrganizationPage() {
  const { slug = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signedIn = useSession(isSignedIn);
  const showJobMenu = useSite((state) => Boolean(state.config?.ui.show_job_menu));
  const { data, error, mutate } = useOrganizationDetail(slug);

  if (!data) {
    if (error?.status === 404) return <Result status="404" title={MESSAGES.groups.organizationNotFound} />;
    if (error) return <Alert type="error" showIcon title={error.message} style={{ margin: '16px 0' }} />;
    return <PageSkeleton />;
  }

  const donation = data.donation_details;
  const tabs = visibleTabs({ organization: data, signedIn, showJobMenu, takesDonations: donation !== null });
  const asked = tabOfPath(pathname, slug);
  const tab: OrganizationTab = tabs.includes(asked) ? asked : 'overview';
  const belongs = data.membership_status === 'accepted' || data.is_admin;
  const base = `/org/${data.name_slug}`;

  const content: Record<OrganizationTab, () => ReactNode> = {
    overview: () => <OrganizationOverview organization={data} belongs={belongs} />,
    people: () => <OrganizationPeople organization={data} onDecided={mutate} />,
    circles: () => <ProgramsSection organization={data} kind="circles" />,
    events: () => <ProgramsSection organization={data} kind="events" />,
    resources: () => <GroupResources group={data} canContribute={data.membership_status === 'accepted'} />,
    posts: () => (
      <PostFeed
        groupId={data.id}
        heading="Posts"
        headingId="organization-posts-heading"
        intro={`News and updates from ${data.name} and its members.`}
      />
    ),
    donate: () => (donation ? <DonationCard donation={donation} organizationPath={base} /> : null),
    jobs: () => (
      <OrganizationElsewhere
        title="Job Board"
        text={`Openings posted by ${data.name}.`}
        action="Open the job board"
        to={`/jobs?group_id=${data.id}`}
      />
    ),
    admin: () => <OrganizationAdmin organization={data} onChanged={mutate} />,
    impact: () => <OrganizationImpact organization={data} />,
  };

  return (
    <Flex vertical gap={16} style={{ padding: '16px 0' }}>
      <OrganizationHeader organization={data} onChanged={mutate} />
      {tabs.length ? (
        <Card>
          <Tabs
            activeKey={tab}
            onChange={(key) => navigate(key === 'overview' ? base : `${base}/${key}${key === 'people' ? search : ''}`)}
            items={tabs.map((key) => ({ key, label: TAB_LABELS[key], children: key === tab ? content[key]() : null }))}
          />
        </Card>
      ) : (
        <OrganizationOverview organization={data} belongs={belongs} />
      )}
    </Flex>
  );
}
