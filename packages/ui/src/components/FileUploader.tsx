import { InboxOutlined } from '@trellis/ui/icons';
import { Alert, Typography } from '@trellis/ui/antd';
import { Progress } from '@trellis/ui/antd/display';
import { Upload } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { LIMITS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';

export type UploadKind = 'pdf' | 'docx';
const EXTENSIONS: Record<UploadKind, string> = { pdf: '.pdf', docx: '.docx' };
const LABELS: Record<UploadKind, string> = { pdf: 'PDF', docx: 'DOCX' };

export type FileUploaderProps = {
  /** Kinds accepted; PDF by default. */
  accept?: UploadKind[];
  /** Sends the file, reporting progress 0 to 100 (e.g. through `call` with `onProgress`). */
  upload(file: File, onProgress: (percent: number) => void): Promise<void>;
  /** Called a moment after the upload ends, so the member sees it complete. */
  onDone(): void;
  onError?(error: unknown): void;
  label?: string;
};

/** The single-file uploader (for a resume): checks kind and size before sending, shows progress, hands over after 1 s. */
export function FileUploader({ accept = ['pdf'], upload, onDone, onError, label = 'Click or drag a file here' }: FileUploaderProps) {
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function take(file: File) {
    setError(null);
    const kind = accept.find((item) => file.name.toLowerCase().endsWith(EXTENSIONS[item]));
    if (!kind) return setError(MESSAGES.uploads.unsupported(accept.map((item) => LABELS[item]).join(' or ')));
    if (file.size > LIMITS.uploadBytes) return setError(MESSAGES.uploads.fileTooBig);
    setPercent(0);
    try {
      await upload(file, setPercent);
      setPercent(100);
      setTimeout(onDone, LIMITS.resumeHandOverMs);
    } catch (failure) {
      setPercent(null);
      onError?.(failure);
    }
  }

  return (
    <div>
      <Upload.Dragger
        accept={accept.map((item) => EXTENSIONS[item]).join(',')}
        multiple={false}
        showUploadList={false}
        disabled={percent !== null && percent < 100}
        beforeUpload={(file) => {
          void take(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <Typography.Text>{label}</Typography.Text>
      </Upload.Dragger>
      {percent !== null ? <Progress percent={percent} aria-label="Upload progress" /> : null}
      {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} /> : null}
    </div>
  );
}
