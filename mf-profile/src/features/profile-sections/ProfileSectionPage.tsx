import { Alert, Card, Result, Typography } from '@trellis/ui/antd';
import { Link, useParams } from '@trellis/ui/router';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { NotFoundPage, PageSkeleton } from '@trellis/ui';
import { ConnectionsSection } from './connections/ConnectionsSection.tsx';
import { CareerEntryList } from '../../profile-data/CareerEntryList.tsx';
import { useOwnProfile } from '../../profile-data/useOwnProfile.ts';
import { usePublicProfile } from '../../profile-data/usePublicProfile.ts';
import { AccountSection } from './AccountSection.tsx';
import { CareerAdviceSection } from './CareerAdviceSection.tsx';
import { ServiceSection } from './ServiceSection.tsx';

const TITLES: Record<string, string> = {
  service: 'Services',
  account: 'Account',
  experience: 'Work experience',
  education: 'Education',
  connections: 'Connections',
  'career-advice': 'Career advice',
};
/** Shown to the profile's owner alone; anyone else gets the not-found page. */
const OWNER_ONLY = new Set(['account', 'service']);

/** /profile/{name_slug}/{section}: one part of a profile on its own page. */
export function ProfileSectionPage() {
  const { slug = '', section = '' } = useParams();
  const { data: profile, error } = usePublicProfile(slug);
  const { data: identity, signedIn, mutate } = useOwnProfile();
  const title = TITLES[section];

  if (!title) return <NotFoundPage />;
  if (error?.status === 404) return <Result status="404" title={MESSAGES.profile.userNotFound} />;
  if (error) return <Alert type="error" showIcon title={MESSAGES.common.couldNotFetchItem} description={error.message} />;
  if (!profile) return <PageSkeleton />;
  const own = identity?.profile.name_slug === slug;
  if (OWNER_ONLY.has(section) && !own) return <NotFoundPage />;

  function changed() {
    void mutate();
    bus.emit('profile:changed');
  }

  const body = (() => {
    switch (section) {
      case 'account':
        return identity ? <AccountSection identity={identity} onChanged={changed} /> : <PageSkeleton />;
      case 'service':
        return <ServiceSection />;
      case 'experience':
        return (
          <CareerEntryList
            entries={profile.work_experiences}
            empty={own ? MESSAGES.profile.noOwnItems('work experience') : MESSAGES.profile.noItems('work experience')}
          />
        );
      case 'education':
        return (
          <CareerEntryList
            entries={profile.education_background}
            empty={own ? MESSAGES.profile.noOwnItems('education') : MESSAGES.profile.noItems('education')}
          />
        );
      case 'career-advice':
        return <CareerAdviceSection text={profile.career_advice} own={own} onChanged={changed} />;
      default:
        // Who the viewer is decides the Follow buttons and the empty text, so a signed-in viewer waits for it.
        if (signedIn && !identity) return <PageSkeleton />;
        return <ConnectionsSection slug={slug} viewerSlug={identity?.profile.name_slug ?? null} />;
    }
  })();

  return (
    <Card style={{ margin: '16px 0' }}>
      <Link to={`/profile/${slug}`}>{`${profile.first_name} ${profile.last_name}`}</Link>
      <Typography.Title level={2}>{title}</Typography.Title>
      {body}
    </Card>
  );
}
