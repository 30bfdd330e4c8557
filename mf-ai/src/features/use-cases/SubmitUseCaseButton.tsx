import { PlusOutlined } from '@trellis/shared/icons';
import { Button, Tooltip } from '@trellis/shared/antd';
import { MESSAGES } from '@trellis/shared/messages';
import { crossAreaLink, loginUrl } from '@trellis/shared/remote';
import { isSignedIn, useSession } from '@trellis/shared/session';

const LIST_PATH = '/usecases';

/** Visitors sign in first and come back to the list; members cannot submit here yet. */
export function SubmitUseCaseButton() {
  const signedIn = useSession(isSignedIn);
  if (!signedIn) {
    return (
      <Button type="primary" icon={<PlusOutlined />} {...crossAreaLink(loginUrl(LIST_PATH))}>
        {MESSAGES.useCases.submit}
      </Button>
    );
  }
  return (
    <Tooltip title="Submitting use cases is not available yet.">
      <Button type="primary" icon={<PlusOutlined />} disabled>
        {MESSAGES.useCases.submit}
      </Button>
    </Tooltip>
  );
}
