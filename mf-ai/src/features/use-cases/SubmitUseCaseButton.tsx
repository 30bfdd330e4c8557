import { PlusOutlined } from '@trellis/ui/icons';
import { Button, Tooltip } from '@trellis/ui/antd';
import { MESSAGES } from '@trellis/contracts/messages';
import { crossAreaLink, loginUrl } from '@trellis/platform/navigation';
import { isSignedIn, useSession } from '@trellis/platform/session';

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
