import { Modal } from '@trellis/ui/antd';
import { Form, Input } from '@trellis/ui/antd/fields';
import { CONTENT_LIMITS } from '@trellis/contracts';
import { isLinkAddress } from './inlineMarkup.ts';

export const LINK_MESSAGES = {
  wordsRequired: 'Enter the words to show',
  addressInvalid: 'Enter an address starting with https://, http:// or mailto:',
} as const;

type LinkFields = { words: string; address: string };

type Props = {
  /** The words selected when the dialog opened; null while it is closed. */
  words: string | null;
  onCancel(): void;
  onAdd(fields: LinkFields): void;
};

/** Add a link: the words shown and the web or mail address they open, checked before the link goes in. */
export function LinkDialog({ words, onCancel, onAdd }: Props) {
  const [form] = Form.useForm<LinkFields>();
  return (
    <Modal title="Add a link" open={words !== null} okText="Add link" onOk={() => form.submit()} onCancel={onCancel} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ words: words ?? '', address: '' }}
        onFinish={(fields) => onAdd({ words: fields.words.trim(), address: fields.address.trim() })}
      >
        <Form.Item name="words" label="Words shown" rules={[{ required: true, whitespace: true, message: LINK_MESSAGES.wordsRequired }]}>
          <Input maxLength={CONTENT_LIMITS.blockChars} />
        </Form.Item>
        <Form.Item
          name="address"
          label="Address"
          rules={[
            {
              validator: (_, value: string | undefined) =>
                isLinkAddress(value ?? '') ? Promise.resolve() : Promise.reject(new Error(LINK_MESSAGES.addressInvalid)),
            },
          ]}
        >
          <Input inputMode="url" placeholder="https://" maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
