import { Alert, App, Button, Flex, Typography } from '@trellis/ui/antd';
import { Progress } from '@trellis/ui/antd/display';
import { Upload } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { call, fieldErrors, formErrorMessage } from '@trellis/platform/api-client';
import { profileEndpoints } from '@trellis/contracts/endpoints';
import { LIMITS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { InitialsAvatar } from '@trellis/ui';

type Props = { name: string; picture: string | null; onChanged(): void };

/**
 * Profile picture: upload with progress (POST /upload-profile_picture/) and removal. Either takes effect at once,
 * apart from the form's Save profile, and says so.
 */
export function PictureEditor({ name, picture, onChanged }: Props) {
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = percent !== null && percent < 100;

  async function upload(file: File) {
    setError(null);
    // Oversized files are refused before sending; whether it is an image the server tells from the bytes.
    if (file.size > LIMITS.uploadBytes) return setError(MESSAGES.uploads.fileTooBig);
    const form = new FormData();
    form.append('profile_pic', file);
    setPercent(0);
    try {
      await call(profileEndpoints.uploadPicture, { body: form }, { onProgress: setPercent });
      setPercent(100);
      message.success(MESSAGES.profileForm.pictureSaved);
      onChanged();
    } catch (failure) {
      setPercent(null);
      setError(fieldErrors(failure).profile_pic ?? formErrorMessage(failure, MESSAGES.profileForm.couldNotUpdate));
    }
  }

  async function remove() {
    setError(null);
    setPercent(null);
    try {
      await call(profileEndpoints.deletePicture);
      onChanged();
    } catch (failure) {
      message.error(formErrorMessage(failure, MESSAGES.profileForm.couldNotUpdate));
    }
  }

  return (
    <Flex align="center" gap={16} wrap>
      <InitialsAvatar name={name} src={picture} size={72} />
      <Flex vertical gap={8} style={{ minWidth: 200, flex: 1 }}>
        <Flex gap={8} wrap>
          <Upload
            accept="image/*"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button disabled={uploading}>Upload picture</Button>
          </Upload>
          {picture ? (
            <Button danger disabled={uploading} onClick={() => void remove()}>
              Remove picture
            </Button>
          ) : null}
        </Flex>
        <Typography.Text type="secondary">{MESSAGES.profileForm.pictureSavedAtOnce}</Typography.Text>
        {percent !== null ? <Progress percent={percent} size="small" aria-label="Picture upload progress" /> : null}
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Flex>
    </Flex>
  );
}
