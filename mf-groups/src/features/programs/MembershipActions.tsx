import { App, Button, Flex, Typography, theme } from '@trellis/ui/antd';
import { CheckOutlined, ClockCircleOutlined } from '@trellis/ui/icons';
import { Popconfirm } from '@trellis/ui/antd/frame';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@trellis/ui/router';
import { formErrorMessage } from '@trellis/platform/api-client';
import { DEFAULT_MAXIMUM_SIZE, type ConferenceRegistration, type GroupDetail, type JoinAnswers } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { ConferenceRegistrationModal } from './ConferenceRegistrationModal.tsx';
import { JoinQuestionsModal } from './JoinQuestionsModal.tsx';
import { cancelJoinRequest, joinGroup, leaveGroup, registerForConference, startGroupPayment } from './membershipCalls.ts';

const isConference = (group: GroupDetail) => group.group_type === 'event' && group.event_type === 'conference';

const isFull = (group: GroupDetail) => group.total_members >= (group.maximum_size ?? DEFAULT_MAXIMUM_SIZE);

/** Applications are taken while they are open; a group without a life cycle always takes them. */
const takesApplications = (group: GroupDetail) => group.lifecycle === null || group.lifecycle === 'application_open';

export type MembershipActionsProps = {
  group: GroupDetail;
  /** Reloads the group once the user's standing in it changed. */
  onChanged(): Promise<unknown>;
};

/**
 * Apply, Cancel Request or Leave, by the user's standing in the group. A visitor goes to signup and comes back
 * with the join flow; a full group warns that the request goes to the wait list; questions are asked first.
 */
export function MembershipActions({ group, onChanged }: MembershipActionsProps) {
  const { message, modal } = App.useApp();
  const { token } = theme.useToken();
  const signedIn = useSession(isSignedIn);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  /** The form open before applying: the join questions or the conference registration. */
  const [asking, setAsking] = useState<'questions' | 'conference' | null>(null);
  const [busy, setBusy] = useState(false);
  const kind = group.group_type;
  const [params, setParams] = useSearchParams();
  const joinAsked = useRef(false);

  async function run(call: () => Promise<{ message: string }>, failure: string) {
    setBusy(true);
    try {
      const answer = await call();
      message.success(answer.message);
      await onChanged();
    } catch (error) {
      message.error(formErrorMessage(error, failure));
    } finally {
      setBusy(false);
    }
  }

  async function settle(call: Promise<{ message: string }>) {
    const answer = await call;
    setAsking(null);
    message.success(answer.message);
    await onChanged();
  }
  const apply = (answers: JoinAnswers) => settle(joinGroup(group.id, answers));
  const register = (registration: ConferenceRegistration) => settle(registerForConference(group.id, registration));

  function startApplying() {
    if (!signedIn) {
      navigate(`/signup?${new URLSearchParams({ next: pathname, join: 'true' })}`);
      return;
    }
    const proceed = () => {
      if (isConference(group)) setAsking('conference');
      else if (group.extra_info.questions.length) setAsking('questions');
      else void run(() => joinGroup(group.id), `Could not join ${kind}`);
    };
    if (!isFull(group)) return proceed();
    modal.confirm({
      title: 'Member limit reached',
      content: `This ${kind} has reached its member limit. If you apply, your request goes to the wait list.`,
      okText: 'Apply anyway',
      onOk: proceed,
    });
  }

  // Back from signup or login with join=true: the join flow opens once, and the flag leaves the address.
  const canApply = signedIn && group.membership_status !== 'pending' && group.membership_status !== 'accepted';
  useEffect(() => {
    if (params.get('join') !== 'true' || joinAsked.current) return;
    joinAsked.current = true;
    const rest = new URLSearchParams(params);
    rest.delete('join');
    setParams(rest, { replace: true });
    if (canApply && takesApplications(group)) startApplying();
  });

  if (group.membership_status === 'pending') {
    return (
      <Flex wrap gap={8} align="center">
        <Button disabled>{kind === 'event' ? MESSAGES.groupMembership.registrationSubmitted : 'Applied to join'}</Button>
        {group.wait_listed ? <Typography.Text type="secondary">You are on the wait list.</Typography.Text> : null}
        <Button loading={busy} onClick={() => run(() => cancelJoinRequest(group.id), MESSAGES.common.genericForm)}>
          Cancel Request
        </Button>
      </Flex>
    );
  }

  async function pay() {
    setBusy(true);
    try {
      window.location.assign(await startGroupPayment(group.id, group.name_slug));
    } catch (error) {
      message.error(formErrorMessage(error, `Could not pay for this ${kind}`));
      setBusy(false);
    }
  }

  if (group.membership_status === 'accepted') {
    return (
      <Flex wrap gap={8} align="center">
        {group.payment_status === 'pending' ? (
          <Button type="primary" loading={busy} onClick={pay}>
            Pay
          </Button>
        ) : null}
        {group.payment_status ? (
          // The standing's colour is on its icon: green or amber words on white are too faint to read.
          <Typography.Text>
            {group.payment_status === 'confirmed' ? (
              <CheckOutlined aria-hidden style={{ color: token.colorSuccess }} />
            ) : (
              <ClockCircleOutlined aria-hidden style={{ color: token.colorWarning }} />
            )}{' '}
            {group.payment_status === 'confirmed' ? 'Payment confirmed' : 'Payment pending'}
          </Typography.Text>
        ) : null}
        <Popconfirm
          title={`Leave ${group.name}?`}
          okText="Leave"
          onConfirm={() => run(() => leaveGroup(group.id), `Could not leave ${kind}`)}
        >
          <Button danger loading={busy}>
            Leave
          </Button>
        </Popconfirm>
      </Flex>
    );
  }

  if (group.extra_info.is_external && group.extra_info.external_link) {
    return (
      <Button type="primary" href={group.extra_info.external_link} target="_blank" rel="noopener noreferrer">
        Visit event page
      </Button>
    );
  }
  if (!takesApplications(group)) return null;
  return (
    <>
      <Button type="primary" loading={busy} onClick={startApplying}>
        {kind === 'event' ? 'Register' : 'Apply'}
      </Button>
      <JoinQuestionsModal
        open={asking === 'questions'}
        groupName={group.name}
        questions={group.extra_info.questions}
        onApply={apply}
        onClose={() => setAsking(null)}
      />
      <ConferenceRegistrationModal
        open={asking === 'conference'}
        eventName={group.name}
        onRegister={register}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
