import { Alert, Result } from '@trellis/ui/antd';
import { useParams } from '@trellis/ui/router';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { PageSkeleton } from '@trellis/ui';
import { fromPublicProfile } from './profileViewModel.ts';
import { ProfileView } from './ProfileView.tsx';
import { usePublicProfile } from '../../profile-data/usePublicProfile.ts';

/** /profile/{name_slug}: anyone's public profile, signed in or not. */
export function PublicProfilePage() {
  const { slug = '' } = useParams();
  const { data, error } = usePublicProfile(slug);
  const viewerId = useSession((state) => state.identity?.id ?? null);

  if (error?.status === 404) return <Result status="404" title={MESSAGES.profile.userNotFound} />;
  if (error) {
    return <Alert type="error" showIcon title={MESSAGES.common.couldNotFetchItem} description={error.message} />;
  }
  if (!data) return <PageSkeleton />;
  return <ProfileView profile={fromPublicProfile(data, viewerId)} />;
}
