import { useMemo, useState } from 'react';
import type { AgentAccess, AgentStep } from '@trellis/contracts';
import { agentEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { ApiError, fieldErrors, formErrorMessage, useCall, useIdentity } from '@trellis/platform/api-client';
import { crossAreaLink, loginUrl } from '@trellis/platform/navigation';
import { Alert, Button, Card, Flex, Result, Spin, Typography } from '@trellis/ui/antd';
import { Form } from '@trellis/ui/antd/fields';
import { Steps } from '@trellis/ui/antd/display';
import { Link, useNavigate, useParams } from '@trellis/ui/router';
import { RecommendationsPanel } from '@trellis/ui';
import { RightPanelPortal } from '../../right-panel/RightPanelPortal.tsx';
import { registerForCareerGps, runStep, signInWithTrialCode } from './agentCalls.ts';
import { AskAnythingPanel } from './AskAnythingPanel.tsx';
import { StepFields } from './StepFields.tsx';
import { TrialSignIn } from './TrialSignIn.tsx';

const REFUSALS: Record<Exclude<AgentAccess, 'allowed'>, { text: string; action: { label: string; to: string } }> = {
  restricted: { text: MESSAGES.agents.restricted, action: { label: 'Sign up', to: '/signup' } },
  limit_reached: { text: MESSAGES.agents.limitReached, action: { label: 'See membership plans', to: '/membership' } },
  no_premium_subscription: { text: MESSAGES.agents.noPremiumSubscription, action: { label: 'See membership plans', to: '/membership' } },
};

/** A form's values as the step's answers: lists joined, empty ones left out. */
function answersOf(values: Record<string, unknown>): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const text = Array.isArray(value) ? value.join(', ') : value === undefined || value === null ? '' : String(value);
    if (text) answers[key] = text;
  }
  return answers;
}

/** A registration the server refused because the e-mail has an account: a member signs in, anyone else signs up. */
type Refusal = { status: string; detail: string; email: string };

type Outcome =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; message: string; reportSlug: string | null }
  | { status: 'failed'; message: string };

/**
 * /careergps/{slug}: an agent run, one step at a time with Back, Next, Skip and Retry, the stepper shown when the
 * agent asks for it. Members get the steps for members, visitors those for visitors. A step that calls the agent
 * shows its loading text, then the result, or the error with Retry, which steps back. Past the last step the run
 * ends at /careergps.
 */
export function AgentRunPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { signedIn, identity } = useIdentity();
  const { data: agent, error, isLoading } = useCall(agentEndpoints.detail, { params: { slug } });
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // A visitor who registers on this page keeps the visitors' steps, the registration included, so the step they are on
  // stays where it is once they are signed in.
  const [registeredHere, setRegisteredHere] = useState(false);
  const [registering, setRegistering] = useState(false);
  const [form] = Form.useForm();

  // A trial account made by CareerGPS registration is still a visitor's: it walks the visitors' steps, without registering again.
  const visitor = !signedIn || registeredHere || Boolean(identity?.is_trial_user);
  const steps = useMemo<AgentStep[]>(
    () =>
      (agent?.steps ?? []).filter(
        (step) =>
          (step.extra_info.input_steps === 'both' || step.extra_info.input_steps === (visitor ? 'unauth' : 'auth')) &&
          (step.type !== 'registration' || !signedIn || registeredHere),
      ),
    [agent, visitor, signedIn, registeredHere],
  );

  if (isLoading || (signedIn && !identity && !registeredHere))
    return (
      <div role="status" aria-label="Loading the agent">
        <Spin />
      </div>
    );
  if (error || !agent)
    return (
      <Result status="404" title={error?.status === 404 ? 'No agent found' : formErrorMessage(error, MESSAGES.common.couldNotFetchItem)} />
    );
  if (agent.access !== 'allowed') {
    const refusal = REFUSALS[agent.access];
    const to = agent.access === 'restricted' && !signedIn ? loginUrl(`/careergps/${slug}`) : refusal.action.to;
    return (
      <Result
        status="info"
        title={agent.name}
        subTitle={refusal.text}
        extra={
          <Button type="primary" {...crossAreaLink(to)}>
            {agent.access === 'restricted' ? 'Sign in' : refusal.action.label}
          </Button>
        }
      />
    );
  }

  const step = steps[index];
  const finish = () => navigate('/careergps');
  const goTo = (next: number) => {
    setOutcome({ status: 'idle' });
    setRefusal(null);
    form.resetFields();
    if (next >= steps.length) finish();
    else setIndex(Math.max(0, next));
  };

  const next = async () => {
    if (!step) return finish();
    if (outcome.status === 'done') return goTo(index + 1);
    // A form with errors shows them beside its fields and goes nowhere.
    const checked = await form.validateFields().catch(() => null);
    if (checked === null) return;
    const values = answersOf(checked);
    if (step.type === 'registration') return register(values);
    const merged = { ...answers, ...values };
    setAnswers(merged);
    if (!step.extra_info.calls_agent) {
      // Answers travel to the step that calls the agent; a plain step is checked by the server only when it has a form.
      if (step.type === 'custom_form') {
        try {
          await runStep(agent.id, step.order, values);
        } catch (failure) {
          setOutcome({ status: 'failed', message: formErrorMessage(failure) });
          return;
        }
      }
      return goTo(index + 1);
    }
    setOutcome({ status: 'running' });
    try {
      const answer = await runStep(agent.id, step.order, merged);
      setOutcome({ status: 'done', message: answer.data.message, reportSlug: answer.data.report_slug });
    } catch (failure) {
      setOutcome({ status: 'failed', message: formErrorMessage(failure, MESSAGES.agents.stepFailed) });
    }
  };

  /** The registration step signs the visitor in; its answers are the account's and never go to the agent. */
  async function register(values: Record<string, string>) {
    setRefusal(null);
    setRegisteredHere(true);
    setRegistering(true);
    try {
      await registerForCareerGps({
        first_name: values.first_name ?? '',
        last_name: values.last_name ?? '',
        country: values.country ?? 'US',
        email: values.email ?? '',
      });
    } catch (failure) {
      setRegisteredHere(false);
      const fields = Object.entries(fieldErrors(failure));
      if (failure instanceof ApiError && failure.body.status) {
        setRefusal({ status: failure.body.status, detail: formErrorMessage(failure), email: values.email ?? '' });
      } else if (fields.length > 0) {
        form.setFields(fields.map(([name, message]) => ({ name, errors: [message] })));
      } else {
        setOutcome({ status: 'failed', message: formErrorMessage(failure) });
      }
      return;
    } finally {
      setRegistering(false);
    }
    goTo(index + 1);
  }

  /** The e-mailed code resumes the trial account this address started, as registering would have made it. */
  async function resumeTrial(email: string, code: string) {
    setRegisteredHere(true);
    try {
      await signInWithTrialCode(email, code);
    } catch (failure) {
      setRegisteredHere(false);
      throw failure;
    }
    goTo(index + 1);
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <RightPanelPortal>
        {/* An agent that can chat is beside Ask Anything; any other beside recommendations for the member. */}
        {agent.can_chat && signedIn ? <AskAnythingPanel /> : <RecommendationsPanel entityType="circle" />}
      </RightPanelPortal>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        {agent.name}
      </Typography.Title>
      {agent.extra_info.show_stepper && steps.length > 1 && (
        // Numbers only: nine titles side by side break words apart on a desktop and overflow a phone.
        <Steps size="small" current={index} items={steps.map(() => ({}))} aria-label={`Step ${index + 1} of ${steps.length}`} />
      )}
      {step ? (
        <Card>
          <Typography.Text type="secondary">
            Step {index + 1} of {steps.length}
          </Typography.Text>
          <Typography.Title level={2} style={{ marginTop: 4, fontSize: 20 }}>
            {step.extra_info.header_text}
          </Typography.Title>
          {step.extra_info.description && <Typography.Paragraph>{step.extra_info.description}</Typography.Paragraph>}
          {outcome.status === 'running' ? (
            <Flex gap={8} align="center" role="status">
              <Spin size="small" />
              <Typography.Text>{step.extra_info.loading_text ?? 'Working…'}</Typography.Text>
            </Flex>
          ) : outcome.status === 'done' ? (
            <>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} aria-label="Result">
                {outcome.message}
              </Typography.Paragraph>
              {outcome.reportSlug && <Link to={`/careergps-report/${outcome.reportSlug}`}>Open your report</Link>}
            </>
          ) : (
            <Form form={form} layout="vertical" requiredMark="optional" onFinish={() => void next()}>
              <StepFields step={step} />
            </Form>
          )}
          {refusal && (
            <Alert
              type="warning"
              showIcon
              title={refusal.detail}
              description={
                refusal.status === 'trial' ? (
                  <TrialSignIn email={refusal.email} enter={(code) => resumeTrial(refusal.email, code)} />
                ) : undefined
              }
              action={
                refusal.status === 'active' ? (
                  <Button size="small" {...crossAreaLink(loginUrl(`/careergps/${slug}`))}>
                    Sign in
                  </Button>
                ) : (
                  <Button size="small" {...crossAreaLink('/signup')}>
                    Sign up
                  </Button>
                )
              }
            />
          )}
          {outcome.status === 'failed' && (
            <Alert
              type="error"
              showIcon
              title={outcome.message}
              action={
                <Button size="small" onClick={() => goTo(index - 1)}>
                  Retry
                </Button>
              }
            />
          )}
          <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
            <Button onClick={() => goTo(index - 1)} disabled={index === 0 || outcome.status === 'running'}>
              Back
            </Button>
            <Button onClick={() => goTo(index + 1)} disabled={outcome.status === 'running'}>
              Skip
            </Button>
            <Button type="primary" onClick={() => void next()} loading={outcome.status === 'running' || registering}>
              {outcome.status === 'done' ? 'Next' : step.extra_info.next_text || 'Next'}
            </Button>
          </Flex>
        </Card>
      ) : (
        <Result status="info" title="This agent has no steps for you yet." extra={<Button onClick={finish}>Back to CareerGPS</Button>} />
      )}
    </Flex>
  );
}
