import { Alert, App, Modal, Typography } from '@trellis/ui/antd';
import { Form, Select } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { call, fieldErrors, formErrorMessage, useCall } from '@trellis/platform/api-client';
import { LIMITS } from '@trellis/contracts/constants';
import { INVITATION_MESSAGES, InviteBody, type GroupDetail } from '@trellis/contracts';
import { chatEndpoints, invitationEndpoints } from '@trellis/contracts/endpoints';
import { OUTCOME_WORDS } from './inviteOutcomes.ts';
import { useDebouncedValue } from '@trellis/ui';

const text = INVITATION_MESSAGES;
type Values = { emails?: string[]; users?: number[] };

/** Members by name, once at least two characters are typed. */
function usePeopleSearch(typed: string) {
  const term = useDebouncedValue(typed.trim(), LIMITS.peopleSearchDebounceMs);
  return useCall(
    chatEndpoints.search,
    term.length >= LIMITS.searchMinChars ? { query: { type: 'user', search: term, page_size: 12 } } : null,
  );
}

/** Invite People: members found by name and e-mail addresses, each sent the invitation's link. */
export function InvitePeopleModal({ group, open, onClose }: { group: Pick<GroupDetail, 'id' | 'name'>; open: boolean; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [typed, setTyped] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const people = usePeopleSearch(typed);

  async function submit(values: Values) {
    const body = { content_type: 'group' as const, object_id: group.id, users: values.users ?? [], emails: values.emails ?? [] };
    // The same rules the server applies: at least one invitee, valid addresses, none twice.
    const checked = InviteBody.safeParse(body);
    if (!checked.success) {
      form.setFields(
        checked.error.issues.map((issue) => ({ name: issue.path[0] === 'users' ? 'users' : 'emails', errors: [issue.message] })),
      );
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const answer = await call(invitationEndpoints.invite, { body });
      const others = answer.results.filter((result) => result.outcome !== 'invited');
      message.success(answer.message);
      if (others.length) message.info(others.map((result) => `${result.email ?? 'A member'}: ${OUTCOME_WORDS[result.outcome]}`).join('; '));
      form.resetFields();
      onClose();
    } catch (error) {
      const byField = fieldErrors(error);
      const first = Object.entries(byField)[0];
      if (first) form.setFields([{ name: 'emails', errors: [first[1]] }]);
      else setProblem(formErrorMessage(error, text.inviteFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={open}
      title={`Invite people to ${group.name}`}
      okText="Send invitations"
      okButtonProps={{ loading: sending, htmlType: 'submit', form: 'invite-people' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form id="invite-people" form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="users" label="Members">
          <Select
            mode="multiple"
            aria-label="Members"
            placeholder="Type at least two letters of a name"
            showSearch={{ filterOption: false, onSearch: setTyped }}
            loading={people.isLoading}
            notFoundContent={typed.trim().length < LIMITS.searchMinChars ? null : 'No members found'}
            options={(people.data?.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
          />
        </Form.Item>
        <Form.Item name="emails" label="E-mail addresses" extra="Type an address and press Enter.">
          <Select mode="tags" open={false} aria-label="E-mail addresses" tokenSeparators={[',', ' ']} />
        </Form.Item>
        <Typography.Text type="secondary">Each person gets an e-mail with a link to accept or decline.</Typography.Text>
        {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} /> : null}
      </Form>
    </Modal>
  );
}
