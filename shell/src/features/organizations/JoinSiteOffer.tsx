import { App, Button, Card, Flex, Typography } from '@trellis/ui/antd';
import { useState } from 'react';
import { api, formErrorMessage } from '@trellis/platform/api-client';
import { PATHS } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { useSiteJoinChoice } from './siteJoinChoice.ts';

/**
 * Shown instead of the page to a member who belongs to another site's organization: this site is a community of
 * its own, which they may join (and then answer its own questions) or decline and look around as they are.
 */
export function JoinSiteOffer() {
  const { message } = App.useApp();
  const site = useSite((state) => state.config?.site);
  const from = useSession((state) => state.identity?.organization?.name ?? null);
  const decline = useSiteJoinChoice((state) => state.decline);
  const [joining, setJoining] = useState(false);
  const organization = site?.default_organization;
  if (!site || !organization) return null;

  async function join() {
    setJoining(true);
    try {
      await api.post(PATHS.joinDefault(organization!.id));
      // The refreshed identity lists the new membership, and the layout carries on with this site's own steps.
      bus.emit('profile:changed');
    } catch (error) {
      setJoining(false);
      void message.error(formErrorMessage(error, MESSAGES.registration.couldNotJoin));
    }
  }

  return (
    <Card style={{ maxWidth: 560, margin: '0 auto' }}>
      <Typography.Title level={2} style={{ fontSize: 22 }}>{`Join ${organization.name}?`}</Typography.Title>
      <Typography.Paragraph>
        {`${site.brand_name} is a community of its own. You are signed in with your ${from ? `${from} ` : ''}account, and your profile comes with you, but ${organization.name} has its own membership.`}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {`Joining adds ${organization.name} to your organizations and asks a few questions of its own. You can also look around without joining.`}
      </Typography.Paragraph>
      <Flex gap={8} wrap justify="flex-end">
        <Button onClick={() => decline(organization.id)}>Not now</Button>
        <Button type="primary" loading={joining} onClick={() => void join()}>
          {`Join ${organization.name}`}
        </Button>
      </Flex>
    </Card>
  );
}
