import { Form, Input } from '@trellis/ui/antd/fields';
import { LIMITS } from '@trellis/contracts/constants';

/** What every group says about itself, in the forms of organizations, circles and events alike. */
export function GroupAboutFields() {
  return (
    <>
      <Form.Item name="name" label="Name" required>
        <Input maxLength={LIMITS.shortText} />
      </Form.Item>
      <Form.Item name="description" label="Description" required>
        <Input.TextArea rows={4} maxLength={LIMITS.longText} showCount />
      </Form.Item>
      <Form.Item name="objective" label="Objective">
        <Input.TextArea rows={3} maxLength={LIMITS.longText} showCount />
      </Form.Item>
      <Form.Item name="member_requirements" label="Member requirements">
        <Input.TextArea rows={3} maxLength={LIMITS.longText} showCount />
      </Form.Item>
    </>
  );
}
