import { Suspense, type ReactNode } from 'react';
import { lazyScreen } from '@trellis/ui/remote';
import { CrashCard, NotFoundPage, PageSkeleton } from '@trellis/ui/root';
import { attachContentHost } from '../composition/contentHost.ts';
import { ownerOf } from '../composition/prefixes.ts';
import { retryArea } from '../composition/registerAreas.ts';
import { useRegistry } from '../composition/registry.ts';
import { useAreaPainted } from '../composition/useAreaPainted.ts';
import { useAreaStatus } from '../composition/useAreaStatus.ts';
import { SHELL_ROUTES } from '../routing/shellRoutes.ts';
import { useLocation } from '../routing/useLocation.ts';
import { PlatformNotice } from './PlatformNotice.tsx';

const NotificationsPage = lazyScreen(
  () => import('../features/notifications/index.ts'),
  (module) => module.NotificationsPage,
);
const HomePage = lazyScreen(
  () => import('../pages/HomePage.tsx'),
  (module) => module.HomePage,
);

/** Paths the shell renders itself; every other path belongs to a remote or is not found. */
function shellPageFor(pathname: string): ReactNode {
  if (pathname === SHELL_ROUTES.notifications) return <NotificationsPage />;
  return pathname === SHELL_ROUTES.home ? <HomePage /> : null;
}

/**
 * Where the active remote mounts, or the shell's own page: the home page,
 * a placeholder until the area's first frame is in its element, the crash card when it failed, or the
 * not-found page for a path nobody owns. Above a remote built for a newer
 * platform than this page provides, a warning says so.
 */
export function ContentArea() {
  const { pathname } = useLocation();
  const { status, remotes } = useRegistry();
  const owner = ownerOf(pathname, remotes);
  const ownerStatus = useAreaStatus(owner?.name ?? null);
  const ownerPainted = useAreaPainted(owner?.name ?? null);
  const shellPage = owner ? null : shellPageFor(pathname);

  let placeholder = null;
  if (owner && ownerStatus === 'crashed') placeholder = <CrashCard onRefresh={() => retryArea(owner.name)} />;
  else if (owner && (ownerStatus === 'loading' || !ownerPainted)) placeholder = <PageSkeleton />;
  else if (!owner && !shellPage) {
    if (status === 'loading') placeholder = <PageSkeleton />;
    else if (status === 'failed') placeholder = <CrashCard />;
    else placeholder = <NotFoundPage />;
  }

  return (
    <>
      <Suspense fallback={<PageSkeleton />}>{shellPage}</Suspense>
      {placeholder}
      {owner && ownerStatus !== 'crashed' ? <PlatformNotice area={owner.name} /> : null}
      <div ref={attachContentHost} hidden={!owner || ownerStatus === 'crashed'} />
    </>
  );
}
