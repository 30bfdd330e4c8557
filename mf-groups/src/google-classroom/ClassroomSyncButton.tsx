import { Alert, Button, Flex, Modal, Typography } from '@trellis/ui/antd';
import { GoogleOutlined } from '@trellis/ui/icons';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { call, formErrorMessage, urlOf } from '@trellis/platform/api-client';
import { useSite } from '@trellis/platform/site';
import { GOOGLE_CLASSROOM_LIMITS, GOOGLE_CLASSROOM_MESSAGES, type GoogleClassroomRole, type GroupDetail } from '@trellis/contracts';
import { googleClassroomEndpoints, resourceEndpoints } from '@trellis/contracts/endpoints';
import { offersClassroomSync } from './classroomSyncRule.ts';
import { useClassroomConfigured } from './useClassroomConfigured.ts';

const text = GOOGLE_CLASSROOM_MESSAGES;
type Task = 'materials' | GoogleClassroomRole;
type Outcome = { type: 'success' | 'error'; message: string };

const TASKS: { task: Task; label: string; explains: string }[] = [
  {
    task: 'materials',
    label: 'Load materials',
    explains: "The course's published materials become the circle's resources, for its members.",
  },
  {
    task: 'students',
    label: 'Sync students',
    explains: 'Students join as members, matched by e-mail; people without an account are invited.',
  },
  { task: 'teachers', label: 'Sync teachers', explains: 'Teachers become administrators; people without an account are invited.' },
];

/** What one sync says it did, with a word when the course held more than one sync reads. */
function successOf(answer: { message: string; truncated: boolean }, task: Task): string {
  if (!answer.truncated) return answer.message;
  const limit = task === 'materials' ? GOOGLE_CLASSROOM_LIMITS.materials : GOOGLE_CLASSROOM_LIMITS.people;
  return `${answer.message} Only the first ${limit} were read.`;
}

/**
 * 'Sync from Google Classroom' on a circle's page, under the rule of `offersClassroomSync`: a dialog whose buttons
 * load the course's materials or bring in its students or teachers, one at a time, each saying what it did or why not.
 */
export function ClassroomSyncButton({ circle, onSynced }: { circle: GroupDetail; onSynced(): Promise<unknown> }) {
  const organization = useSite((state) => state.config?.site.default_organization);
  const configured = useClassroomConfigured();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState<Task | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!offersClassroomSync(circle, { configured, organization })) return null;

  const resourcesOfCircle = urlOf(resourceEndpoints.list, { query: { group_id: circle.id } }).split('?')[0]!;
  async function run(task: Task) {
    setRunning(task);
    setOutcome(null);
    try {
      if (task === 'materials') {
        const answer = await call(googleClassroomEndpoints.materials, { body: { group: circle.id } });
        setOutcome({ type: 'success', message: successOf(answer, task) });
        // The Resources tab shows the new ones when it is opened next.
        await mutate((key) => typeof key === 'string' && key.startsWith(resourcesOfCircle));
      } else {
        const answer = await call(googleClassroomEndpoints.syncUsers, { params: { id: circle.id }, body: { role: task } });
        setOutcome({ type: 'success', message: successOf(answer, task) });
        await onSynced();
      }
    } catch (error) {
      setOutcome({ type: 'error', message: formErrorMessage(error, task === 'materials' ? text.resourcesFailed : text.roleFailed(task)) });
    } finally {
      setRunning(null);
    }
  }

  return (
    <>
      <Button icon={<GoogleOutlined />} onClick={() => setOpen(true)}>
        Sync from Google Classroom
      </Button>
      <Modal
        open={open}
        title="Sync from Google Classroom"
        footer={null}
        onCancel={() => {
          setOpen(false);
          setOutcome(null);
        }}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">Course {circle.google_classroom_id}. Nothing is added twice.</Typography.Text>
          {TASKS.map(({ task, label, explains }) => (
            <Flex key={task} wrap gap={8} align="center">
              <Button
                loading={running === task}
                // One sync at a time: each one reads the course and may send invitations.
                disabled={running !== null && running !== task}
                onClick={() => void run(task)}
              >
                {label}
              </Button>
              <Typography.Text style={{ flex: '1 1 200px' }}>{explains}</Typography.Text>
            </Flex>
          ))}
          <div role="status" aria-live="polite">
            {outcome ? <Alert type={outcome.type} showIcon title={outcome.message} /> : null}
          </div>
        </Flex>
      </Modal>
    </>
  );
}
