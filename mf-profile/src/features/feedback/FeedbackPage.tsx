import { App, Button, Card, Typography } from '@trellis/ui/antd';
import { Form, Input } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { call, formErrorMessage } from '@trellis/platform/api-client';
import { socialEndpoints } from '@trellis/contracts/endpoints';
import { LIMITS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';

type FeedbackForm = { title?: string; content?: string };

/** /feedback: a title and a description, both required. */
export function FeedbackPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<FeedbackForm>();
  const [sending, setSending] = useState(false);

  const submit = async ({ title = '', content = '' }: FeedbackForm) => {
    if (title.trim() === '' || content.trim() === '') {
      message.error(MESSAGES.feedback.bothRequired);
      return;
    }
    setSending(true);
    try {
      await call(socialEndpoints.feedback, { body: { title: title.trim(), content: content.trim() } });
      message.success('Thank you for your feedback!');
      form.resetFields();
    } catch (error) {
      message.error(formErrorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card style={{ maxWidth: 640 }}>
      <Typography.Title level={3}>Feedback</Typography.Title>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item label="Title" name="title">
          <Input maxLength={LIMITS.shortText} />
        </Form.Item>
        <Form.Item label="Description" name="content">
          <Input.TextArea rows={6} maxLength={LIMITS.longText} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          Submit
        </Button>
      </Form>
    </Card>
  );
}
