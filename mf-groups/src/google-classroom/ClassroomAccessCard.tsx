import { Alert, App, Card, Flex, Typography } from '@trellis/ui/antd';
import { Switch } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { call, formErrorMessage } from '@trellis/platform/api-client';
import { useSession } from '@trellis/platform/session';
import { GOOGLE_CLASSROOM_MESSAGES, type GroupDetail } from '@trellis/contracts';
import { googleClassroomEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { useClassroomConfigured } from './useClassroomConfigured.ts';

type Organization = Pick<GroupDetail, 'id' | 'name' | 'classroom_access'>;

const NOT_CONFIGURED_EFFECT = 'Circles are not offered a sync until it is, whatever this switch says.';

/**
 * Staff's switch of an organization's Google Classroom access, on its edit page: with it on, the certified
 * administrators of its own circles may sync them from Classroom on every site whose default organization it is.
 */
export function ClassroomAccessCard({ organization, onChanged }: { organization: Organization; onChanged(): void }) {
  const isStaff = useSession((state) => state.identity?.is_staff ?? false);
  const configured = useClassroomConfigured();
  const { message } = App.useApp();
  const [on, setOn] = useState(organization.classroom_access);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!isStaff) return null;

  async function change(wanted: boolean) {
    setSaving(true);
    setProblem(null);
    try {
      const answer = await call(googleClassroomEndpoints.access, { params: { id: organization.id }, body: { classroom_access: wanted } });
      setOn(answer.classroom_access);
      message.success(answer.message);
      onChanged();
    } catch (error) {
      setProblem(formErrorMessage(error, MESSAGES.common.couldNotCompleteRequest));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Google Classroom">
      <Flex vertical gap={8}>
        <Flex gap={8} align="center">
          <Switch id="classroom-access" checked={on} loading={saving} onChange={(wanted) => void change(wanted)} />
          <label htmlFor="classroom-access">Circles of {organization.name} may sync from Google Classroom</label>
        </Flex>
        <Typography.Text type="secondary">Only staff see this switch.</Typography.Text>
        {configured ? null : (
          // The access is the organization's own agreement, kept whatever this server's set-up; it only takes effect here
          // once the server is configured to call Classroom.
          <Alert type="warning" showIcon title={GOOGLE_CLASSROOM_MESSAGES.notConfigured} description={NOT_CONFIGURED_EFFECT} />
        )}
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
      </Flex>
    </Card>
  );
}
