import { EditOutlined } from '@trellis/ui/icons';
import { Alert, Button, Flex } from '@trellis/ui/antd';
import { useEffect, useState } from 'react';
import { useLocation } from '@trellis/ui/router';
import { navigateToUrl } from 'single-spa';
import { MESSAGES } from '@trellis/contracts/messages';
import { loginUrl } from '@trellis/platform/navigation';
import { PageSkeleton } from '@trellis/ui';
import { ProfileEditDrawer } from './edit/ProfileEditDrawer.tsx';
import { fromIdentity } from './profileViewModel.ts';
import { ProfileView } from './ProfileView.tsx';
import { useOwnProfile } from '../../profile-data/useOwnProfile.ts';

/** /profile: the signed-in member's own profile. Signed-out visitors sign in first and come back. */
export function OwnProfilePage() {
  const { signedIn, data, error, mutate } = useOwnProfile();
  const [editing, setEditing] = useState(false);
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
  return (
    <>
      <Flex justify="end" style={{ paddingTop: 16 }}>
        <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
          Edit profile
        </Button>
      </Flex>
      <ProfileView profile={fromIdentity(data)} />
      <ProfileEditDrawer open={editing} identity={data} onClose={() => setEditing(false)} onChanged={() => void mutate()} />
    </>
  );
}
