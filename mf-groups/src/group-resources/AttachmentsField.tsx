import { Alert, Button, Flex, Typography } from '@trellis/ui/antd';
import { Progress } from '@trellis/ui/antd/display';
import { Upload } from '@trellis/ui/antd/fields';
import { DeleteOutlined, PaperClipOutlined } from '@trellis/ui/icons';
import { useState } from 'react';
import type { UploadedFile } from '@trellis/contracts';
import { LIMITS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { formErrorMessage } from '@trellis/platform/api-client';
import { uploadFiles } from './resourceCalls.ts';

/** What the file choosers offer: the kinds /file-upload/ takes, which it judges by their bytes. */
export const IMAGE_TYPES = '.png,.jpg,.jpeg,.webp,.gif';
export const FILE_TYPES = `.pdf,.docx,${IMAGE_TYPES}`;

export type AttachmentsFieldProps = {
  id: string;
  label: string;
  /** The files attached so far, in order. */
  value: UploadedFile[];
  onChange(files: UploadedFile[]): void;
  /** How many files the field holds, and what it says when more are chosen. */
  max: number;
  tooMany: string;
  /** What the chooser offers; the server judges every file by its bytes whatever this says. */
  accept: string;
  /** A message from the server about this field. */
  error?: string;
};

/**
 * Files attached to a form: chosen files are sent at once, in one call, with a progress bar from 0 to 100; each
 * attached file is listed with a button to take it off again. Too many files or a file over 10 MB is refused before
 * anything is sent.
 */
export function AttachmentsField({ id, label, value, onChange, max, tooMany, accept, error }: AttachmentsFieldProps) {
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = percent !== null && percent < 100;

  async function take(files: File[]) {
    setProblem(null);
    if (value.length + files.length > max) return setProblem(tooMany);
    if (files.some((file) => file.size > LIMITS.uploadBytes)) return setProblem(MESSAGES.uploads.fileTooBig);
    setPercent(0);
    try {
      const uploaded = await uploadFiles(files, setPercent);
      setPercent(100);
      onChange([...value, ...uploaded]);
    } catch (failure) {
      setPercent(null);
      setProblem(formErrorMessage(failure, failure instanceof Error ? failure.message : undefined));
    }
  }

  const message = problem ?? error;
  return (
    <Flex vertical gap={8}>
      <Upload
        accept={accept}
        multiple={max > 1}
        showUploadList={false}
        disabled={sending}
        beforeUpload={(file, batch) => {
          // Called once per chosen file: the whole choice is sent with the first.
          if (file === batch[0]) void take(batch);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button id={id} icon={<PaperClipOutlined />} disabled={sending}>
          {label}
        </Button>
      </Upload>
      {percent !== null ? <Progress percent={percent} size="small" aria-label={`${label} progress`} /> : null}
      {value.length ? (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={`${label}: attached`}>
          {value.map((file, index) => (
            <li key={file.id}>
              <Flex align="center" gap={8}>
                <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                  {file.description || `File ${index + 1}`}
                </Typography.Text>
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${file.description || `file ${index + 1}`}`}
                  onClick={() => onChange(value.filter((kept) => kept.id !== file.id))}
                />
              </Flex>
            </li>
          ))}
        </ul>
      ) : null}
      {message ? <Alert type="error" showIcon title={message} /> : null}
    </Flex>
  );
}
