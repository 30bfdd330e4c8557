import { Alert, App, Avatar, Button, Card, Flex, Skeleton, Typography } from '@trellis/ui/antd';
import { Select } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { crossAreaLink } from '@trellis/platform/navigation';
import { formErrorMessage, useCall } from '@trellis/platform/api-client';
import {
  INVITATION_MESSAGES,
  MEMBER_RECOMMENDATION_LABELS,
  MEMBER_RECOMMENDATION_TYPES,
  RECOMMENDATION_MESSAGES,
  type MemberRecommendation,
  type MemberRecommendationType,
} from '@trellis/contracts';
import { moderationEndpoints } from '@trellis/contracts/endpoints';
import { EmptyState } from '@trellis/ui';
import { inviteAgain } from './memberCalls.ts';

/**
 * The recommendations view of members management: people outside the group worth inviting, from the organization's
 * other groups or by matching topics, each with the reason in words and an Invite button. Someone invited stays in
 * the list (they are not a member until they accept) and is marked as invited.
 */
export function MemberRecommendations({ groupId }: { groupId: number }) {
  const { message } = App.useApp();
  const [kind, setKind] = useState<MemberRecommendationType>('cross_group');
  const [invited, setInvited] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);
  const list = useCall(moderationEndpoints.memberRecommendations, { params: { id: groupId }, query: { entity_type: kind } });

  async function invite(person: MemberRecommendation) {
    setBusy(person.id);
    try {
      const { sent, sentence } = await inviteAgain(groupId, person);
      if (sent) message.success(sentence);
      else message.info(sentence);
      setInvited((now) => new Set(now).add(person.id));
    } catch (error) {
      message.error(formErrorMessage(error, INVITATION_MESSAGES.inviteFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Flex vertical gap={12}>
      <Select
        aria-label="Recommend"
        style={{ maxWidth: 320 }}
        value={kind}
        onChange={setKind}
        options={MEMBER_RECOMMENDATION_TYPES.map((value) => ({ value, label: MEMBER_RECOMMENDATION_LABELS[value] }))}
      />
      {list.error ? (
        <Alert type="error" showIcon title={RECOMMENDATION_MESSAGES.failed} description={list.error.message} />
      ) : !list.data ? (
        <Skeleton active />
      ) : list.data.data.length === 0 ? (
        <EmptyState description={RECOMMENDATION_MESSAGES.none} />
      ) : (
        <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Recommended people">
          {list.data.data.map((person) => (
            <li key={person.id}>
              <Card size="small">
                <Flex gap={12} align="center" wrap>
                  <Avatar src={person.image ?? undefined} alt="">
                    {person.name.charAt(0)}
                  </Avatar>
                  <Flex vertical style={{ flex: '1 1 200px', minWidth: 0 }}>
                    <a {...crossAreaLink(`/profile/${person.name_slug}`)}>{person.name}</a>
                    {person.title ? <Typography.Text type="secondary">{person.title}</Typography.Text> : null}
                    <Typography.Text>{person.reason}</Typography.Text>
                  </Flex>
                  <Button
                    loading={busy === person.id}
                    disabled={invited.has(person.id)}
                    onClick={() => void invite(person)}
                    aria-label={`Invite ${person.name}`}
                  >
                    {invited.has(person.id) ? 'Invited' : 'Invite'}
                  </Button>
                </Flex>
              </Card>
            </li>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
