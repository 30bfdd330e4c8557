import { Suspense } from 'react';
import { lazyScreen } from '@trellis/ui/remote';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { AntdScope, PageSkeleton } from '@trellis/ui/root';
import { ownerOf } from '../composition/prefixes.ts';
import { useRegistry } from '../composition/registry.ts';
import { useAccessGuard } from '../guards/useAccessGuard.ts';
import { useLocation } from '../routing/useLocation.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { ContentArea } from './ContentArea.tsx';

/**
 * The signed-in frame (sidebar, top bar, chat, notifications) loads only on pages that show it, not on the sign-in
 * screens; antd and its providers come with it.
 */
const MainLayout = lazyScreen(
  () => import('./MainLayout.tsx'),
  (module) => module.MainLayout,
);

/** The offer to join the site's organization, shown to signed-in members only. */
const JoinSiteOffer = lazyScreen(
  () => import('../features/organizations/JoinSiteOffer.tsx'),
  (module) => module.JoinSiteOffer,
);

/** The area whose routes are the sign-in screens. */
const AUTH_AREA = 'mf_auth';

/** Picks the layout for the current path and holds its content back until the layout guards let it through. */
export function ShellLayout() {
  const { pathname } = useLocation();
  const signedIn = useSession(isSignedIn);
  const remotes = useRegistry((state) => state.remotes);
  const onAuthRoute = ownerOf(pathname, remotes)?.name === AUTH_AREA;
  // A member who still has to verify or sign up has no use of the menus: their screen stands on its own.
  const unfinished = useSession((state) => state.identity !== null && (!state.identity.is_verified || state.identity.is_trial_user));
  const access = useAccessGuard().kind;
  const allowed = access === 'allow';
  const onAuthFrame = onAuthRoute && (!signedIn || unfinished);
  const content = (
    <>
      {access === 'offer-join' ? (
        <AntdScope>
          <JoinSiteOffer />
        </AntdScope>
      ) : allowed ? null : (
        <PageSkeleton />
      )}
      <div hidden={!allowed}>
        <ContentArea />
      </div>
    </>
  );
  return (
    <Suspense fallback={<PageSkeleton />}>
      {onAuthFrame ? (
        <AuthLayout>{content}</AuthLayout>
      ) : (
        <AntdScope fallback={<PageSkeleton />}>
          <MainLayout pageShown={allowed}>{content}</MainLayout>
        </AntdScope>
      )}
    </Suspense>
  );
}
