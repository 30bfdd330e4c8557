import { PaperClipOutlined } from '@trellis/ui/icons';
import { Button, Flex, Typography } from '@trellis/ui/antd';
import { Progress } from '@trellis/ui/antd/display';
import { Upload } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { formErrorMessage } from '@trellis/platform/api-client';
import { LIMITS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';

/** One file of a form: uploading 0 to 100, then uploaded or in error. */
type Item = { name: string; status: 'uploading' | 'uploaded' | 'error'; percent: number; error?: string };

export type FileUploaderRowProps = {
  label: string;
  /** Extensions offered by the picker, e.g. ".pdf,.docx"; the server checks the bytes. */
  accept: string;
  /** The file already stored, shown as a link until another is chosen. */
  current?: string | null;
  upload(file: File, onProgress: (percent: number) => void): Promise<void>;
  /** True while a file is on its way, so the form can hold its submit. */
  onBusyChange?(busy: boolean): void;
  /** The most the file may weigh, with the words that say so; 10 MB by default. */
  limit?: { bytes: number; message: string };
  /** The words refusing a choice of more than one file at once (the row keeps one file). */
  tooManyMessage?: string;
};

const DEFAULT_LIMIT = { bytes: LIMITS.uploadBytes, message: MESSAGES.uploads.rowTooBig };

/** A form's file row: oversized files start in error and are never sent; others upload with progress. */
export function FileUploaderRow({
  label,
  accept,
  current,
  upload,
  onBusyChange,
  limit = DEFAULT_LIMIT,
  tooManyMessage,
}: FileUploaderRowProps) {
  const [item, setItem] = useState<Item | null>(null);

  async function take(file: File) {
    if (file.size > limit.bytes) return setItem({ name: file.name, status: 'error', percent: 0, error: limit.message });
    setItem({ name: file.name, status: 'uploading', percent: 0 });
    onBusyChange?.(true);
    try {
      await upload(file, (percent) => setItem((now) => (now?.status === 'uploading' ? { ...now, percent } : now)));
      setItem({ name: file.name, status: 'uploaded', percent: 100 });
    } catch (error) {
      setItem({ name: file.name, status: 'error', percent: 0, error: formErrorMessage(error, MESSAGES.http.other) });
    } finally {
      onBusyChange?.(false);
    }
  }

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center" wrap>
        <Upload
          accept={accept}
          showUploadList={false}
          multiple={Boolean(tooManyMessage)}
          disabled={item?.status === 'uploading'}
          beforeUpload={(file, chosen) => {
            if (chosen.length > 1) {
              // The picker calls this once per chosen file: the first one says it, the others just stay out.
              if (file === chosen[0]) setItem({ name: '', status: 'error', percent: 0, error: tooManyMessage });
              return Upload.LIST_IGNORE;
            }
            void take(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<PaperClipOutlined />}>{label}</Button>
        </Upload>
        {!item && current ? (
          <Typography.Link href={current} target="_blank" rel="noreferrer">
            Current file
          </Typography.Link>
        ) : null}
        {item ? <Typography.Text>{item.name}</Typography.Text> : null}
      </Flex>
      {item?.status === 'uploading' ? <Progress percent={item.percent} size="small" aria-label={`${label} progress`} /> : null}
      {item?.status === 'error' ? <Typography.Text type="danger">{item.error}</Typography.Text> : null}
      {item?.status === 'uploaded' ? <Typography.Text type="success">Uploaded</Typography.Text> : null}
    </Flex>
  );
}
