import { Alert } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import { MESSAGES } from '@trellis/shared/messages';
import { loginUrl } from '@trellis/shared/remote';
import { PageSkeleton } from '@trellis/shared/ui';
import { fromIdentity } from './profileViewModel.ts';
import { ProfileView } from './ProfileView.tsx';
import { useOwnProfile } from './useOwnProfile.ts';

/** /profile: the signed-in member's own profile. Signed-out visitors sign in first and come back. */
export function OwnProfilePage() {
  const { signedIn, data, error } = useOwnProfile();
  const { pathname, search } = useLocation();

  useEffect(() => {
    // /login belongs to another area, so the page navigates, not this remote's router.
    if (!signedIn) navigateToUrl(loginUrl(pathname + search));
  }, [signedIn, pathname, search]);

  if (!signedIn) return null;
  if (error) {
    return <Alert type="error" showIcon title={MESSAGES.common.couldNotFetchItem} description={error.message} />;
  }
  if (!data) return <PageSkeleton />;
  return <ProfileView profile={fromIdentity(data)} />;
}
