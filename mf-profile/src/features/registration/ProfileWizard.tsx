import { Button, Card, Flex, Result, Typography } from '@trellis/ui/antd';
import { Form } from '@trellis/ui/antd/fields';
import { useState, type ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import { call } from '@trellis/platform/api-client';
import { profileEndpoints } from '@trellis/contracts/endpoints';
import {
  FIRST_CAREER_STAGE,
  HIGH_SCHOOL_ROLE,
  type Identity,
  type OptionsConfig,
  type OwnProfileForm,
  type SiteVariant,
} from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { ServerErrorAlert, showServerErrors } from '@trellis/ui';
import { ProfileField, isIncluded } from '../../profile-form/ProfileField.tsx';
import { revealFirstError, validateFields } from '../../profile-form/validate.ts';
import { OrganizationStep } from './OrganizationStep.tsx';
import { isEmptyValue, previousStep, stepCounter, wizardSteps } from './steps.ts';

type Props = {
  variant: SiteVariant;
  options: OptionsConfig;
  identity: Identity;
  /** The member's stored answers under the form's field names, as GET /users/profile/ answers them. */
  values: OwnProfileForm['values'];
  /** Awaited before the next step, so what follows sees the saved answers. */
  onSaved(): Promise<void>;
  /** Only these steps (after an import: Specific Needs alone); all by default. */
  only?: readonly string[];
  /** The step to open first, by key. */
  startAt?: string;
  /** Replaces the completion page (after an import: the Finish screen). */
  completion?: ReactNode;
};

/** The full registration flow: one save per step, then the completion page. */
export function ProfileWizard({ variant, options, identity, values: stored, onSaved, only, startAt, completion }: Props) {
  const steps = wizardSteps(variant).filter((item) => !only || only.includes(item.key));
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      steps.findIndex((item) => item.key === startAt),
    ),
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm();
  const values = Form.useWatch([], { form, preserve: true }) ?? {};
  const step = steps[index];

  if (!step) {
    if (completion) return completion;
    return (
      <Result
        status="success"
        title={MESSAGES.registration.almostComplete}
        extra={[
          <Button key="gps" type="primary" onClick={() => navigateToUrl('/careergps')}>
            CareerGPS
          </Button>,
          <Button key="profile" onClick={() => navigateToUrl('/profile')}>
            Go to Profile
          </Button>,
        ]}
      />
    );
  }

  async function next() {
    setError(null);
    const all = form.getFieldsValue(true) as Record<string, unknown>;
    const fields = step!.fields.filter((name) => isIncluded(name, all));
    if (step!.allowEmpty && fields.every((name) => isEmptyValue(all[name]))) return setIndex(index + 1);
    const body = validateFields(form, variant, fields, all);
    if (!body) {
      revealFirstError(form, fields);
      return;
    }
    setSaving(true);
    try {
      await call(profileEndpoints.updateOwn, { body });
      await onSaved();
      setIndex(index + 1);
    } catch (failure) {
      setError(showServerErrors(form, failure));
      revealFirstError(form, fields);
    } finally {
      setSaving(false);
    }
  }

  const counter = stepCounter(steps, index);
  return (
    <Card>
      {counter ? <Typography.Text type="secondary">{`Step ${counter.current} of ${counter.total}`}</Typography.Text> : null}
      <Typography.Title level={2}>{step.title}</Typography.Title>
      {step.key === 'organization' ? (
        <OrganizationStep onNext={() => setIndex(index + 1)} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={stored}
          onValuesChange={(changed: Record<string, unknown>) => {
            // Reasons depend on the stage; a high-school role is always the first stage.
            if ('career_stage' in changed) form.setFieldValue('reason_to_join', []);
            if (changed.current_role === HIGH_SCHOOL_ROLE) form.setFieldValue('career_stage', FIRST_CAREER_STAGE);
          }}
          onFinish={() => void next()}
        >
          {step.fields.map((name) => (
            <ProfileField
              key={name}
              name={name}
              options={options}
              values={values}
              known={{
                topics: identity.profile.topics_detailed,
                skills: identity.profile.skills_detailed,
                institution: identity.profile.institution,
              }}
            />
          ))}
          <ServerErrorAlert error={error} />
          <Flex gap={8} justify="space-between">
            <Button disabled={previousStep(steps, index) === index} onClick={() => setIndex(previousStep(steps, index))}>
              Back
            </Button>
            <Flex gap={8}>
              {step.skippable ? <Button onClick={() => setIndex(index + 1)}>Skip</Button> : null}
              <Button type="primary" htmlType="submit" loading={saving}>
                Next
              </Button>
            </Flex>
          </Flex>
        </Form>
      )}
    </Card>
  );
}
