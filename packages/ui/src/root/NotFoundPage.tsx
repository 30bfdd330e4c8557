import { Button, Result } from '@trellis/ui/antd';
import { navigateToUrl } from 'single-spa';
import { MESSAGES } from '@trellis/contracts/messages';

/** The not-found page. */
export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={MESSAGES.notFound.title}
      subTitle={MESSAGES.notFound.subtitle}
      extra={
        <Button type="primary" onClick={() => navigateToUrl('/')}>
          {MESSAGES.notFound.home}
        </Button>
      }
    />
  );
}
