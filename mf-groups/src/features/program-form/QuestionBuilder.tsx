import { Button, Card, Flex, Typography } from '@trellis/ui/antd';
import { Checkbox, Form, Input, Select } from '@trellis/ui/antd/fields';
import { DeleteOutlined, PlusOutlined } from '@trellis/ui/icons';
import { JOIN_QUESTION_LIMITS, JOIN_QUESTION_TYPES, type JoinQuestionType } from '@trellis/contracts';

const TYPE_LABELS: Record<JoinQuestionType, string> = {
  text: 'Short answer',
  textarea: 'Paragraph',
  radio: 'One choice',
  selection: 'Several choices',
  file: 'File (image or PDF)',
};
const withOptions = (type: unknown) => type === 'radio' || type === 'selection';

/**
 * The administrators' join-question builder (its rules are the form's, checked with the rest of the form on submit): each question has its text, its type, whether it is required, and the
 * options of a choice question. Applicants answer these before their request is sent.
 */
export function QuestionBuilder() {
  return (
    <Form.List name="questions">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">Applicants answer these before their request reaches you.</Typography.Text>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={`Question ${index + 1}`}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remove question ${index + 1}`}
                  onClick={() => remove(field.name)}
                />
              }
            >
              <Form.Item name={[field.name, 'id']} hidden>
                <Input />
              </Form.Item>
              <Form.Item name={[field.name, 'label']} label="Question" required>
                <Input maxLength={JOIN_QUESTION_LIMITS.label} aria-label={`Question ${index + 1}`} />
              </Form.Item>
              <Form.Item name={[field.name, 'type']} label="Field type" required>
                <Select
                  aria-label={`Field type of question ${index + 1}`}
                  placeholder="Select field type"
                  options={JOIN_QUESTION_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
                />
              </Form.Item>
              <Form.Item noStyle shouldUpdate={(before, after) => before.questions?.[index]?.type !== after.questions?.[index]?.type}>
                {({ getFieldValue }) =>
                  withOptions(getFieldValue(['questions', field.name, 'type'])) ? (
                    <Form.Item name={[field.name, 'options']} label="Options" extra="Type an option and press Enter." required>
                      <Select
                        mode="tags"
                        open={false}
                        aria-label={`Options of question ${index + 1}`}
                        maxCount={JOIN_QUESTION_LIMITS.options}
                      />
                    </Form.Item>
                  ) : null
                }
              </Form.Item>
              <Form.Item name={[field.name, 'required']} valuePropName="checked" style={{ marginBottom: 0 }}>
                <Checkbox>Required</Checkbox>
              </Form.Item>
            </Card>
          ))}
          {fields.length < JOIN_QUESTION_LIMITS.questions ? (
            <Button icon={<PlusOutlined />} onClick={() => add({ label: '', required: false, options: [] })}>
              Add question
            </Button>
          ) : null}
        </Flex>
      )}
    </Form.List>
  );
}
