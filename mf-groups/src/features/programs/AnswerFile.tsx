import { Button } from '@trellis/ui/antd';
import { Upload } from '@trellis/ui/antd/fields';
import { PaperClipOutlined } from '@trellis/ui/icons';
import { useState } from 'react';
import { uploadAnswerFile } from './membershipCalls.ts';

/** A file field: uploads the chosen file at once and keeps the stored file's id as the value. */
export function AnswerFile({
  accept,
  failure,
  value,
  onChange,
}: {
  /** The file picker's accept list. */
  accept: string;
  /** What to say when the upload is refused. */
  failure: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
}) {
  const [name, setName] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  return (
    <Upload
      accept={accept}
      maxCount={1}
      showUploadList={false}
      customRequest={({ file }) => {
        const chosen = file as File;
        setState('uploading');
        uploadAnswerFile(chosen).then(
          (id) => {
            setName(chosen.name);
            setState('idle');
            onChange?.(id);
          },
          () => {
            setState('failed');
            onChange?.(undefined);
          },
        );
      }}
    >
      <Button icon={<PaperClipOutlined aria-hidden />} loading={state === 'uploading'}>
        {state === 'uploading' ? 'Uploading…' : value && name ? name : 'Choose a file'}
      </Button>
      {state === 'failed' ? <div role="alert">{failure}</div> : null}
    </Upload>
  );
}
