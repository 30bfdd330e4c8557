import { Divider, Grid, Typography } from '@trellis/ui/antd';
import { Drawer } from '@trellis/ui/antd/frame';
import { useCall } from '@trellis/platform/api-client';
import { profileEndpoints, siteConfigEndpoints } from '@trellis/contracts/endpoints';
import { type Identity } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { useSite } from '@trellis/platform/site';
import { PageSkeleton } from '@trellis/ui';
import { CareerEntriesEditor } from './CareerEntriesEditor.tsx';
import { PictureEditor } from './PictureEditor.tsx';
import { ProfileEditForm } from './ProfileEditForm.tsx';

type Props = { open: boolean; identity: Identity; onClose(): void; onChanged(): void };

/** /profile's edit drawer: full width on a phone, a side panel from md up. */
export function ProfileEditDrawer({ open, identity, onClose, onChanged }: Props) {
  const screens = Grid.useBreakpoint();
  const variant = useSite((state) => state.config?.site.variant) ?? 'general';
  const { data: options } = useCall(siteConfigEndpoints.options, open ? {} : null);
  const { data: current, mutate } = useCall(profileEndpoints.own, open ? {} : null);
  const { profile } = identity;

  function changed() {
    void mutate();
    onChanged();
    // The shell reloads the identity its top bar and sidebar show.
    bus.emit('profile:changed');
  }

  return (
    <Drawer open={open} onClose={onClose} title="Edit profile" size={screens.md ? 720 : '100%'} destroyOnHidden>
      <PictureEditor name={`${profile.first_name} ${profile.last_name}`} picture={profile.picture} onChanged={changed} />
      <Divider />
      {options && current ? (
        <ProfileEditForm
          variant={variant}
          options={options}
          current={current}
          known={{ topics: profile.topics_detailed, skills: profile.skills_detailed, institution: profile.institution }}
          resume={profile.resume}
          onSaved={() => {
            changed();
            onClose();
          }}
        />
      ) : (
        <PageSkeleton />
      )}
      <Divider />
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Work experience
      </Typography.Title>
      <CareerEntriesEditor type="work" entries={identity.work_experiences} onChanged={changed} />
      <Divider />
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Education
      </Typography.Title>
      <CareerEntriesEditor type="education" entries={identity.education_background} onChanged={changed} />
    </Drawer>
  );
}
