import { Alert, App, Button, Flex, Skeleton, Typography } from '@trellis/ui/antd';
import { Checkbox, Form, Input, type FormRule } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { urlOf } from '@trellis/platform/api-client';
import { DONATION_LIMITS, DONATION_MESSAGES, DonationOfferBody, type DonationOffer } from '@trellis/contracts';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { ServerErrorAlert, useServerErrors } from '@trellis/ui';
import { saveDonationOffer, useDonationOffer } from './donationAdminCalls.ts';

type Values = { name: string; description: string; price: string; is_active: boolean };

const valuesOf = (offer: DonationOffer | null): Values =>
  offer
    ? { name: offer.name, description: offer.description, price: offer.price.toFixed(2), is_active: offer.is_active }
    : { name: '', description: '', price: '', is_active: true };

/** The amount as the server takes it: an amount left empty is missing, not zero. */
const priceOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : undefined);

/** A field checked by the contract's own rule for it, so the form shows the message the server would answer. */
function ruleOf(field: 'name' | 'description' | 'price', read: (value: unknown) => unknown = (value) => value ?? ''): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = DonationOfferBody.shape[field].safeParse(read(value));
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

const RULES = { name: [ruleOf('name')], description: [ruleOf('description')], price: [ruleOf('price', priceOf)] };

function OfferForm({ groupId, offer, onSaved }: { groupId: number; offer: DonationOffer | null; onSaved(): unknown }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const { mutate } = useSWRConfig();
  const refused = useServerErrors(form);
  const [sending, setSending] = useState(false);

  async function submit(values: Values) {
    setSending(true);
    refused.clear();
    try {
      const saved = await saveDonationOffer(groupId, DonationOfferBody.parse({ ...values, price: priceOf(values.price) }));
      await mutate(urlOf(commerceEndpoints.donationOffer, { params: { id: groupId } }), { offer: saved }, { revalidate: false });
      form.setFieldsValue(valuesOf(saved));
      message.success(DONATION_MESSAGES.saved);
      // The organization's page reads the donation card from its own detail, which this change just made stale.
      await onSaved();
    } catch (error) {
      refused.show(error, DONATION_MESSAGES.saveFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <Form form={form} layout="vertical" initialValues={valuesOf(offer)} onFinish={(values) => void submit(values)}>
      <ServerErrorAlert error={refused.error} />
      <Form.Item name="is_active" valuePropName="checked">
        <Checkbox>Take donations: show the donation card and the Donate tab</Checkbox>
      </Form.Item>
      <Form.Item name="name" label="Title" required rules={RULES.name} extra="What the donation funds, as the donation card names it.">
        <Input maxLength={DONATION_LIMITS.name} />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={RULES.description}>
        <Input.TextArea rows={3} maxLength={DONATION_LIMITS.description} showCount />
      </Form.Item>
      <Form.Item
        name="price"
        label="Amount (USD)"
        required
        rules={RULES.price}
        extra="Each donation is this amount, charged in US dollars."
      >
        <Input
          type="number"
          inputMode="decimal"
          min={0.01}
          max={DONATION_LIMITS.maxPrice}
          step={0.01}
          prefix="$"
          style={{ maxWidth: 220 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>
        Save donation settings
      </Button>
    </Form>
  );
}

/**
 * The Donations part of an organization's Admin tab: what its donation card offers (title, description, amount in
 * dollars) and whether it takes donations at all. Saving refreshes the organization's page through `onSaved`.
 */
export function DonationOfferSettings({ groupId, onSaved }: { groupId: number; onSaved(): unknown }) {
  const { data, error } = useDonationOffer(groupId);
  let body;
  if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={error.status === 403 ? DONATION_MESSAGES.notAdministrator : 'Could not load the donation settings.'}
        description={error.status === 403 ? undefined : error.message}
      />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else {
    body = (
      <Flex vertical gap={12}>
        {data.offer ? null : <Typography.Text type="secondary">This organization takes no donations yet.</Typography.Text>}
        <OfferForm groupId={groupId} offer={data.offer} onSaved={onSaved} />
      </Flex>
    );
  }
  return (
    <Flex vertical gap={8} component="section" aria-labelledby="donation-settings-heading">
      <Typography.Title id="donation-settings-heading" level={4} style={{ fontSize: 16, margin: 0 }}>
        Donation settings
      </Typography.Title>
      {body}
    </Flex>
  );
}
