import { Suspense } from 'react';
import { Button, Flex, Typography } from '@trellis/ui/antd';
import { PageSkeleton } from '@trellis/ui';
import type { LandingPageContent } from '@trellis/contracts';
import { lazyScreen } from '@trellis/ui/remote';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { goTo } from '../routing/navigation.ts';
import { invitesToJoin } from './landingCall.ts';

// A visitor's landing page stays light: the member's blocks load only once someone signed in opens it.
const MemberHome = lazyScreen(
  () => import('./member-home/index.ts'),
  (module) => module.MemberHome,
);

/** The site's landing content: its title, description and, when asked for, its call to action. */
function Landing({ landing, withCall }: { landing: LandingPageContent; withCall: boolean }) {
  return (
    <Flex vertical align="center" gap={16} style={{ textAlign: 'center', paddingBlock: 48, maxWidth: 720, marginInline: 'auto' }}>
      <Typography.Title>{landing.title}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        {landing.description}
      </Typography.Paragraph>
      {withCall && landing.cta_text && landing.cta_url && (
        <Button type="primary" size="large" onClick={() => goTo(landing.cta_url)}>
          {landing.cta_text}
        </Button>
      )}
    </Flex>
  );
}

/**
 * The home page at /: the site's landing content for everyone and, for a signed-in member, what is theirs below it,
 * without a call to join that they have already answered.
 */
export function HomePage() {
  const landing = useSite((state) => state.config?.ui.landing_page_content);
  const signedIn = useSession(isSignedIn);
  if (!landing) return <PageSkeleton />;
  if (!signedIn) return <Landing landing={landing} withCall />;
  return (
    <Flex vertical gap={8}>
      <Landing landing={landing} withCall={!invitesToJoin(landing)} />
      <Suspense fallback={<PageSkeleton />}>
        <MemberHome />
      </Suspense>
    </Flex>
  );
}
