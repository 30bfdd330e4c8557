import { Card, Descriptions } from '@trellis/shared/antd';
import { navigateToUrl } from 'single-spa';
import type { Identity } from '@trellis/shared/contracts';
import { AlternateEmail } from './AlternateEmail.tsx';

/** /profile/{name_slug}/account, the owner's only: e-mail addresses and the way to a new password. */
export function AccountSection({ identity, onChanged }: { identity: Identity; onChanged(): void }) {
  const { profile } = identity;
  return (
    <Card>
      <Descriptions
        column={1}
        items={[
          { key: 'email', label: 'E-mail', children: profile.email },
          { key: 'alternate', label: 'Alternate e-mail', children: <AlternateEmail profile={profile} onChanged={onChanged} /> },
          {
            key: 'password',
            label: 'Password',
            children: (
              <a href="/change-password" onClick={navigateToUrl}>
                Change password
              </a>
            ),
          },
        ]}
      />
    </Card>
  );
}
