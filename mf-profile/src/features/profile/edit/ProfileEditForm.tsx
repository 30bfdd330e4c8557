import { App, Button, Flex } from '@trellis/ui/antd';
import { Form } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import {
  FIRST_CAREER_STAGE,
  HIGH_SCHOOL_ROLE,
  profileFormFields,
  type OptionsConfig,
  type OwnProfileForm,
  type SiteVariant,
} from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { FileUploaderRow, ServerErrorAlert, showServerErrors } from '@trellis/ui';
import { uploadResume } from './uploadResume.ts';
import { ProfileField, isIncluded, type KnownNames } from '../../../profile-form/ProfileField.tsx';
import { revealFirstError, validateFields } from '../../../profile-form/validate.ts';
import { saveProfileForm } from './saveProfile.ts';

type Props = {
  variant: SiteVariant;
  options: OptionsConfig;
  current: OwnProfileForm;
  known: KnownNames;
  resume: string | null;
  onSaved(): void;
};

/** Every field of the site's profile form, with the wizard's controls and the shared rules. */
export function ProfileEditForm({ variant, options, current, known, resume, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const values = Form.useWatch([], { form, preserve: true }) ?? current.values;
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fields = profileFormFields(variant).filter((name) => name !== 'career_advice' || current.can_give_career_advice);

  async function save() {
    setError(null);
    const all = form.getFieldsValue(true) as Record<string, unknown>;
    const shown = fields.filter((name) => isIncluded(name, all));
    const body = validateFields(form, variant, shown, all);
    if (!body) {
      // The first marked field may be far above the button: it is brought into view and the count said here.
      setError(MESSAGES.profileForm.fixErrors(revealFirstError(form, shown)));
      return;
    }
    setSaving(true);
    try {
      await saveProfileForm(body, current.group_profile_id);
      message.success('Profile updated');
      onSaved();
    } catch (failure) {
      // Field errors land on their fields; anything else gets one sentence beside the button.
      if (showServerErrors(form, failure) !== null) setError(MESSAGES.profileForm.couldNotUpdate);
      else setError(MESSAGES.profileForm.fixErrors(revealFirstError(form, shown)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={current.values}
      onValuesChange={(changed: Record<string, unknown>) => {
        if ('career_stage' in changed) form.setFieldValue('reason_to_join', []);
        if (changed.current_role === HIGH_SCHOOL_ROLE) form.setFieldValue('career_stage', FIRST_CAREER_STAGE);
      }}
      onFinish={() => void save()}
    >
      {fields.map((name) => (
        <ProfileField key={name} name={name} options={options} values={values} known={known} />
      ))}
      <Form.Item label="Resume">
        <FileUploaderRow label="Upload resume" accept=".pdf,.docx" current={resume} upload={uploadResume} onBusyChange={setUploading} />
      </Form.Item>
      <ServerErrorAlert error={error} />
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={saving} disabled={uploading}>
          Save profile
        </Button>
      </Flex>
    </Form>
  );
}
