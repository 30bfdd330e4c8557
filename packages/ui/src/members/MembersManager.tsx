import { Alert, App, Button, Flex } from '@trellis/ui/antd';
import { Tabs } from '@trellis/ui/antd/display';
import { DownloadOutlined, PlusOutlined } from '@trellis/ui/icons';
import { useSearchParams } from '@trellis/ui/router';
import { useState } from 'react';
import { formErrorMessage, useCall } from '@trellis/platform/api-client';
import {
  EVENT_ROLES,
  GROUP_ROLES,
  INVITATION_MESSAGES,
  MODERATION_MESSAGES,
  type GroupDetail,
  type GroupMember,
  type MemberRole,
} from '@trellis/contracts';
import { groupEndpoints, moderationEndpoints, siteConfigEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { InvitePeopleModal } from './InvitePeopleModal.tsx';
import { MemberBulkBar, type BulkAction } from './MemberBulkBar.tsx';
import { MemberDecisionModal, type MemberDecision } from './MemberDecisionModal.tsx';
import { MemberDetailsModal } from './MemberDetailsModal.tsx';
import { MemberFilterBar } from './MemberFilters.tsx';
import { MemberRecommendations } from './MemberRecommendations.tsx';
import { MembersTable, type MemberRowAction } from './MembersTable.tsx';
import { changeRole, downloadMembers, inviteAgain, removeMember, rerunAgent, respondToRequests, sendFollowups } from './memberCalls.ts';
import {
  filterQuery,
  isMemberStatus,
  MEMBER_STATUSES,
  NO_FILTERS,
  STATUS_LABELS,
  type MemberFilters,
  type MemberStatus,
} from './membersQuery.ts';

const text = MESSAGES.groupMembership;

export type ManagedGroup = Pick<GroupDetail, 'id' | 'name' | 'name_slug' | 'group_type'> & {
  extra_info?: Pick<GroupDetail['extra_info'], 'questions'>;
  lifecycle?: GroupDetail['lifecycle'];
};

export type MembersManagerProps = {
  group: ManagedGroup;
  /** Rows a page shows first: 15 in a group's People tab, 50 in the admin dashboard. */
  pageSize: number;
  /** After a decision that changes the group's counts. */
  onDecided?(): unknown;
};

/** Nobody is invited to a circle that has ended; the server refuses it too. */
const takesInvitations = (group: ManagedGroup) =>
  !(group.group_type === 'circle' && (group.lifecycle === 'closed' || group.lifecycle === 'archived'));

/** The tab, beside the membership statuses, of the people recommended to invite. */
const RECOMMENDATIONS_TAB = 'recommendations';

const rolesOf = (group: ManagedGroup): readonly MemberRole[] => (group.group_type === 'event' ? ['admin', ...EVENT_ROLES] : GROUP_ROLES);

/**
 * Members management for a group's administrators: the tabs accepted, pending, rejected and unverified (?status= picks
 * one) and the recommendations of people to invite, search and filters, the members table, bulk and one-member decisions, the applicant details, invitations by
 * name or e-mail (a refused member can be invited again from their row), and the CSV of what the filters show. Every decision is checked again by the server and written to the audit log there.
 */
export function MembersManager({ group, pageSize: firstPageSize, onDecided }: MembersManagerProps) {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status: MemberStatus = isMemberStatus(asked) ? asked : 'accepted';
  const recommending = asked === RECOMMENDATIONS_TAB;
  const [filters, setFilters] = useState<MemberFilters>(NO_FILTERS);
  const [paging, setPaging] = useState({ page: 1, pageSize: firstPageSize });
  const [selected, setSelected] = useState<number[]>([]);
  const [details, setDetails] = useState<GroupMember | null>(null);
  const [decision, setDecision] = useState<MemberDecision | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [inviting, setInviting] = useState(false);
  const options = useCall(siteConfigEndpoints.options);
  const list = useCall(
    groupEndpoints.members,
    recommending
      ? null
      : { params: { id: group.id }, query: { ...filterQuery(status, filters), page: paging.page, page_size: paging.pageSize } },
    { keepPreviousData: true },
  );
  // The review agents the organization runs: Review Members and the reruns are offered only while one is on.
  const agents = useCall(moderationEndpoints.systemAgents, { query: { group_id: group.id, entity: 'group_member' } });
  const agentsOn = (agents.data?.data ?? []).flatMap((agent) => (agent.enabled ? [agent.agent_type] : []));
  const roles = rolesOf(group);

  const startOver = () => {
    setSelected([]);
    setPaging((now) => ({ ...now, page: 1 }));
  };
  const refresh = async () => {
    setSelected([]);
    await Promise.all([list.mutate(), onDecided?.()]);
  };

  async function applyBulk(action: BulkAction, notes: string | undefined) {
    try {
      if (action === 'accept' || action === 'reject') {
        await respondToRequests(group.id, { users: selected, action, notes });
        message.success(MODERATION_MESSAGES.bulkDone(action));
      } else if (action === 'followup') {
        message.success((await sendFollowups(group.id, selected)).message);
      } else {
        const answer = await rerunAgent(
          group.id,
          action === 'rerun_registration' ? 'registration_approval' : 'ai_enthusiasm_ranking',
          selected,
        );
        message.success(answer.message);
      }
    } catch (error) {
      // The bar shows the sentence of the failure: the server's own words, else the product's for the action.
      const sentence =
        action === 'accept' || action === 'reject'
          ? formErrorMessage(error, MODERATION_MESSAGES.bulkFailed(action))
          : action === 'followup'
            ? formErrorMessage(error, MODERATION_MESSAGES.followupFailed)
            : MODERATION_MESSAGES.rerunFailed(formErrorMessage(error, ''));
      throw new Error(sentence, { cause: error });
    }
    await refresh();
  }

  async function onRowAction(action: MemberRowAction, member: GroupMember) {
    if (action === 'details') return setDetails(member);
    if (action === 'role' || action === 'remove') return setDecision({ kind: action, member });
    if (action === 'invite') {
      try {
        const { sent, sentence } = await inviteAgain(group.id, member);
        if (sent) message.success(sentence);
        else message.info(sentence);
      } catch (error) {
        message.error(formErrorMessage(error, INVITATION_MESSAGES.inviteFailed));
      }
      return;
    }
    try {
      message.success((await sendFollowups(group.id, [member.id])).message);
    } catch (error) {
      message.error(formErrorMessage(error, MODERATION_MESSAGES.followupFailed));
    }
  }

  async function download() {
    setDownloading(true);
    try {
      await downloadMembers(group, status, filters);
    } catch (error) {
      message.error(formErrorMessage(error, 'Could not download group members'));
    } finally {
      setDownloading(false);
    }
  }

  const body = recommending ? (
    <MemberRecommendations groupId={group.id} />
  ) : list.error ? (
    <Alert type="error" showIcon title={list.error.status === 403 ? text.noPermission : text.membersFailed} />
  ) : (
    <Flex vertical gap={12}>
      <MemberFilterBar
        filters={filters}
        roles={roles}
        professionalFields={options.data?.professional_fields ?? []}
        reviewing={agentsOn.length > 0}
        onChange={(next) => {
          setFilters(next);
          startOver();
        }}
      />
      <Flex wrap gap={8} justify="space-between" align="flex-start">
        <div style={{ flex: '1 1 320px' }}>
          <MemberBulkBar key={status} status={status} agentsOn={agentsOn} selected={selected.length} onApply={applyBulk} />
        </div>
        <Flex wrap gap={8}>
          {takesInvitations(group) ? (
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => setInviting(true)}>
              Invite People
            </Button>
          ) : null}
          <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={() => void download()}>
            Download CSV
          </Button>
        </Flex>
      </Flex>
      <MembersTable
        members={list.data?.data ?? []}
        total={list.data?.pagination.count ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        loading={list.isLoading || list.isValidating}
        selected={selected}
        onSelect={setSelected}
        onPage={(page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize })}
        onAction={(action, member) => void onRowAction(action, member)}
        emptyText={MESSAGES.empty.members(status)}
      />
    </Flex>
  );

  return (
    <>
      <Tabs
        activeKey={recommending ? RECOMMENDATIONS_TAB : status}
        onChange={(key) => {
          setParams({ status: key }, { replace: true });
          startOver();
        }}
        items={[
          ...MEMBER_STATUSES.map((tab) => ({ key: tab, label: STATUS_LABELS[tab] })),
          { key: RECOMMENDATIONS_TAB, label: 'Recommendations' },
        ]}
      />
      {body}
      <InvitePeopleModal group={group} open={inviting} onClose={() => setInviting(false)} />
      <MemberDetailsModal member={details} questions={group.extra_info?.questions ?? []} onClose={() => setDetails(null)} />
      <MemberDecisionModal
        decision={decision}
        roles={roles}
        onClose={() => setDecision(null)}
        onRemove={async (member, reason) => {
          await removeMember(group.id, { user: member.id, reason });
          message.success(MODERATION_MESSAGES.removed);
          await refresh();
        }}
        onChangeRole={async (member, role) => {
          message.success((await changeRole(group.id, member.id, { role })).message);
          await refresh();
        }}
      />
    </>
  );
}
