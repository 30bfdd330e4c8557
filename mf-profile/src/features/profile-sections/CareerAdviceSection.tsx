import { Alert, App, Button, Flex, Typography } from '@trellis/ui/antd';
import { Input } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { call, fieldErrors, formErrorMessage, useCall } from '@trellis/platform/api-client';
import { profileEndpoints } from '@trellis/contracts/endpoints';
import { LIMITS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';

type Props = { text: string; own: boolean; onChanged(): void };

/** Career advice: anyone reads it; certified members who are not influencers edit their own. */
export function CareerAdviceSection({ text, own, onChanged }: Props) {
  const { message } = App.useApp();
  const { data: form, mutate } = useCall(profileEndpoints.own, own ? {} : null);
  // The owner reads the answers a save re-reads; the public profile the page holds keeps the text it loaded with.
  const shown = form ? String(form.values.career_advice ?? '') : text;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function save(value: string) {
    if (value.length > LIMITS.longText) return setError(MESSAGES.profileForm.maxChars(LIMITS.longText));
    try {
      await call(profileEndpoints.updateOwn, { body: { career_advice: value } });
      void mutate((current) => current && { ...current, values: { ...current.values, career_advice: value } });
      message.success('Career advice saved');
      setDraft(null);
      onChanged();
    } catch (failure) {
      setError(fieldErrors(failure).career_advice ?? formErrorMessage(failure, MESSAGES.profileForm.couldNotUpdate));
    }
  }

  if (draft !== null) {
    return (
      <Flex vertical gap={8}>
        <Input.TextArea
          aria-label="Career advice"
          rows={8}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          showCount
          maxLength={LIMITS.longText}
        />
        {error ? <Alert type="error" showIcon title={error} /> : null}
        <Flex gap={8}>
          <Button type="primary" onClick={() => void save(draft)}>
            Save
          </Button>
          <Button onClick={() => setDraft(null)}>Cancel</Button>
        </Flex>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={8}>
      {shown ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{shown}</Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">
          {own ? MESSAGES.profile.noOwnItems('career advice') : MESSAGES.profile.noItems('career advice')}
        </Typography.Text>
      )}
      {form?.can_give_career_advice ? (
        <Button onClick={() => setDraft(shown)} style={{ alignSelf: 'start' }}>
          Edit career advice
        </Button>
      ) : null}
    </Flex>
  );
}
