import { Alert, Button, Card, Col, Flex, Row, Typography } from '@trellis/ui/antd';
import { Statistic } from '@trellis/ui/antd/display';
import { useState, type ReactNode } from 'react';
import { Link } from '@trellis/ui/router';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { GroupDetail, GroupPerson } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { CardGridSkeleton, EmptyState, InitialsAvatar, ListPagination } from '@trellis/ui';
import { MembersManager } from '@trellis/ui/members';
import { DonationCard } from '../../donations/DonationCard.tsx';
import { DonationOfferSettings } from '../../donations/DonationOfferForm.tsx';
import { ReceivedDonations } from '../../donations/ReceivedDonations.tsx';
import { MembersCsvButton } from '../../members/MembersCsvButton.tsx';
import { ProgramTile } from '../../program-cards/ProgramTile.tsx';
import { plainText } from '../../text/plainText.ts';
import { useGroupPeople, useOrganizationPrograms } from './organizationCalls.ts';

/** Section sizes: a preview on the overview, the product's page sizes on the tabs. */
const PREVIEW = 3;
const PEOPLE_PAGE = PAGE_SIZES.connections;
const PROGRAMS_PAGE = 15;

function Section({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}

function PeopleList({ people }: { people: GroupPerson[] }) {
  return (
    <Flex vertical gap={8} role="list">
      {people.map((person) => (
        <Flex key={person.id} gap={12} align="center" role="listitem">
          <InitialsAvatar name={person.name} src={person.image} size={40} />
          <Flex vertical style={{ minWidth: 0 }}>
            <Link
              to={`/profile/${person.name_slug}`}
              onClick={(event) => (event.preventDefault(), bus.emit('navigate', { to: `/profile/${person.name_slug}` }))}
            >
              {person.name}
            </Link>
            <Typography.Text type="secondary" style={{ textTransform: 'capitalize' }}>
              {person.role}
            </Typography.Text>
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}

/** A paged list of the organization's administrators or members. */
function PeopleSection({
  organization,
  kind,
  pageSize,
  title,
}: {
  organization: GroupDetail;
  kind: 'administrators' | 'members';
  pageSize: number;
  title: string;
}) {
  const [page, setPage] = useState(1);
  const { data, error } = useGroupPeople(organization.id, kind, page, pageSize);
  return (
    <Section title={title}>
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !data ? (
        <CardGridSkeleton count={2} />
      ) : data.data.length === 0 ? (
        <EmptyState description={kind === 'administrators' ? 'No administrators yet.' : 'No members yet.'} />
      ) : (
        <Flex vertical gap={12}>
          <PeopleList people={data.data} />
          {data.pagination.count > pageSize ? (
            <ListPagination page={page} pageSize={pageSize} total={data.pagination.count} onChange={setPage} />
          ) : null}
        </Flex>
      )}
    </Section>
  );
}

/** The organization's circles or events, paged; a preview shows the first few with a link to the tab. */
export function ProgramsSection({
  organization,
  kind,
  preview = false,
}: {
  organization: GroupDetail;
  kind: 'circles' | 'events';
  preview?: boolean;
}) {
  const [page, setPage] = useState(1);
  const pageSize = preview ? PREVIEW : PROGRAMS_PAGE;
  const { data, error } = useOrganizationPrograms(organization.id, kind, page, pageSize);
  const title = kind === 'circles' ? 'Circles' : 'Events';
  const more =
    preview && data && data.pagination.count > PREVIEW ? <Link to={`/org/${organization.name_slug}/${kind}`}>See all</Link> : null;
  return (
    <Section title={title} extra={more}>
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !data ? (
        <CardGridSkeleton count={preview ? PREVIEW : 6} />
      ) : data.data.length === 0 ? (
        <EmptyState description={kind === 'circles' ? MESSAGES.empty.circles : MESSAGES.empty.events} />
      ) : (
        <Flex vertical gap={12}>
          <Row gutter={[16, 16]}>
            {data.data.map((program) => (
              <Col key={program.id} xs={24} md={12} xl={8}>
                <ProgramTile program={program} />
              </Col>
            ))}
          </Row>
          {preview ? null : <ListPagination page={page} pageSize={pageSize} total={data.pagination.count} onChange={setPage} />}
        </Flex>
      )}
    </Section>
  );
}

/** About, the administrators, the members (for members), and the first circles and events. */
export function OrganizationOverview({ organization, belongs }: { organization: GroupDetail; belongs: boolean }) {
  const about = plainText(organization.description);
  return (
    <Flex vertical gap={16}>
      {about ? (
        <Section title="About Organization">
          <Typography.Paragraph style={{ margin: 0 }}>{about}</Typography.Paragraph>
        </Section>
      ) : null}
      <PeopleSection organization={organization} kind="administrators" pageSize={PREVIEW} title="Administrators" />
      {belongs ? <PeopleSection organization={organization} kind="members" pageSize={PREVIEW} title="Members" /> : null}
      <ProgramsSection organization={organization} kind="events" preview />
      <ProgramsSection organization={organization} kind="circles" preview />
      {organization.donation_details ? (
        <DonationCard donation={organization.donation_details} organizationPath={`/org/${organization.name_slug}`} />
      ) : null}
    </Flex>
  );
}

/** People: the administrators' member management, or the member directory for members. */
export function OrganizationPeople({ organization, onDecided }: { organization: GroupDetail; onDecided(): Promise<unknown> }) {
  if (organization.is_admin) {
    return (
      <Section title="People">
        <MembersManager group={organization} pageSize={PAGE_SIZES.members} onDecided={onDecided} />
      </Section>
    );
  }
  return (
    <Flex vertical gap={16}>
      <PeopleSection organization={organization} kind="administrators" pageSize={PEOPLE_PAGE} title="Administrators" />
      <PeopleSection organization={organization} kind="members" pageSize={PEOPLE_PAGE} title="Members" />
    </Flex>
  );
}

/** What another area of the platform holds for this organization, opened there. */
export function OrganizationElsewhere({ title, text, action, to }: { title: string; text: string; action: string; to: string }) {
  return (
    <Section title={title}>
      <Flex vertical gap={12} align="start">
        <Typography.Paragraph style={{ margin: 0 }}>{text}</Typography.Paragraph>
        <Button type="primary" onClick={() => bus.emit('navigate', { to })}>
          {action}
        </Button>
      </Flex>
    </Section>
  );
}

/** AI Impact of an influencer organization: its reach in figures. */
export function OrganizationImpact({ organization }: { organization: GroupDetail }) {
  return (
    <Section title="AI Impact">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={8}>
          <Statistic title="Members" value={organization.total_members} />
        </Col>
        <Col xs={12} md={8}>
          <Statistic title="Circles" value={organization.total_circles} />
        </Col>
      </Row>
      <ProgramsSection organization={organization} kind="circles" preview />
    </Section>
  );
}

/**
 * The administrators' tab: requests waiting, the member list as CSV, where to manage them, the organization's
 * donation settings and the donations made to it. `onChanged` reads the organization again after a change.
 */
export function OrganizationAdmin({ organization, onChanged }: { organization: GroupDetail; onChanged(): unknown }) {
  const people = (status: string) => `/org/${organization.name_slug}/people?status=${status}`;
  const counts = [
    { title: 'Pending requests', value: organization.pending_members_count ?? 0, to: people('pending') },
    { title: 'Rejected', value: organization.rejected_members_count ?? 0, to: people('rejected') },
    { title: 'Unverified', value: organization.unverified_members_count ?? 0, to: null },
  ];
  return (
    <Section title="Admin">
      <Flex vertical gap={16}>
        <Row gutter={[16, 16]}>
          {counts.map((item) => (
            <Col key={item.title} xs={24} md={8}>
              <Card size="small">
                <Statistic title={item.title} value={item.value} />
                {item.to ? <Link to={item.to}>Review</Link> : null}
              </Card>
            </Col>
          ))}
        </Row>
        <Flex wrap gap={8}>
          <MembersCsvButton group={organization} status="accepted" label="Download members (CSV)" />
        </Flex>
        <Link to={`/org/${organization.name_slug}/edit`}>Edit the organization, its logo and its cover image</Link>
        {/* Institutions share this page, but only organizations take donations. */}
        {organization.group_type === 'organization' ? (
          <>
            <Card>
              <DonationOfferSettings groupId={organization.id} onSaved={onChanged} />
            </Card>
            <Card>
              <ReceivedDonations groupId={organization.id} />
            </Card>
          </>
        ) : null}
      </Flex>
    </Section>
  );
}
