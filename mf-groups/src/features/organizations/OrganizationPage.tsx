import { Alert, Card, Flex, Result, Typography } from '@trellis/ui/antd';
import { useLocation, useParams } from '@trellis/ui/router';
import type { GroupCard } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { InitialsAvatar, PageSkeleton } from '@trellis/ui';
import { plainText } from '../../text/plainText.ts';
import { OrganizationFacts, TopicChips } from './OrganizationFacts.tsx';
import { useOrganization } from './useOrganization.ts';

function cardFromList(state: unknown, slug: string): GroupCard | undefined {
  const organization = (state as { organization?: GroupCard } | null)?.organization;
  return organization?.name_slug === slug ? organization : undefined;
}

/** /org/{slug}: the organization's header and About section; tabs, membership and sections come later. */
export function OrganizationPage() {
  const { slug = '' } = useParams();
  const { state } = useLocation();
  const { data, error } = useOrganization(slug, cardFromList(state, slug));

  if (!data) {
    if (error?.status === 404) return <Result status="404" title={MESSAGES.groups.organizationNotFound} />;
    if (error) return <Alert type="error" showIcon title={error.message} />;
    return <PageSkeleton />;
  }

  const description = plainText(data.description);
  return (
    <Flex vertical gap={16} style={{ padding: '16px 0' }}>
      <Card>
        <Flex wrap gap={16} align="center">
          <InitialsAvatar name={data.name} src={data.logo} shape="square" size={80} />
          <Flex vertical gap={8} style={{ minWidth: 0, flex: 1 }}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {data.name}
            </Typography.Title>
            <OrganizationFacts organization={data} />
            <TopicChips topics={data.topics_detailed} />
          </Flex>
        </Flex>
      </Card>
      {description ? (
        <Card
          title={
            <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
              About Organization
            </Typography.Title>
          }
        >
          <Typography.Paragraph style={{ margin: 0 }}>{description}</Typography.Paragraph>
        </Card>
      ) : null}
    </Flex>
  );
}
