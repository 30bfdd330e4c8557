import { PlusOutlined } from '@trellis/ui/icons';
import { Button } from '@trellis/ui/antd';
import { useNavigate } from '@trellis/ui/router';
import { MESSAGES } from '@trellis/contracts/messages';
import { crossAreaLink, loginUrl } from '@trellis/platform/navigation';
import { isSignedIn, useSession } from '@trellis/platform/session';

const SUBMIT_PATH = '/usecases/submit';

/** Members open the submission form; visitors sign in first and come back to it. */
export function SubmitUseCaseButton() {
  const signedIn = useSession(isSignedIn);
  const navigate = useNavigate();
  if (!signedIn) {
    return (
      <Button type="primary" icon={<PlusOutlined />} {...crossAreaLink(loginUrl(SUBMIT_PATH))}>
        {MESSAGES.useCases.submit}
      </Button>
    );
  }
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(SUBMIT_PATH)}>
      {MESSAGES.useCases.submit}
    </Button>
  );
}
