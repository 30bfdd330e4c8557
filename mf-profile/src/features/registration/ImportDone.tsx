import { Button, Result } from '@trellis/ui/antd';
import type { Identity, SiteVariant } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { profileCompleteness } from '@trellis/contracts/profile-completeness';

type Props = { identity: Identity; variant: SiteVariant; onCompleteCareer(): void };

/** After an import: the missing-information screen when career answers are still absent, otherwise Finish. */
export function ImportDone({ identity, variant, onCompleteCareer }: Props) {
  if (profileCompleteness(identity, variant) === 'all') {
    return (
      <Result
        status="warning"
        title="Some information is missing"
        subTitle="Please complete your career information so we can tailor the platform to you."
        extra={
          <Button type="primary" onClick={onCompleteCareer}>
            Complete career information
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="success"
      title={MESSAGES.registration.almostComplete}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Finish
        </Button>
      }
    />
  );
}
