import { Card, Divider, Flex, Typography } from '@trellis/ui/antd';
import { Descriptions } from '@trellis/ui/antd/display';
import { navigateToUrl } from 'single-spa';
import type { Identity } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { DeleteAccount } from './account-data/DeleteAccount.tsx';
import { DownloadMyData } from './account-data/DownloadMyData.tsx';
import { AlternateEmail } from './AlternateEmail.tsx';

/** /profile/{name_slug}/account, the owner's only: e-mail addresses, the way to a new password, their data and deletion. */
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
      <Divider />
      <Typography.Title level={3}>{MESSAGES.account.yourData}</Typography.Title>
      <Flex vertical gap={24}>
        <DownloadMyData />
        <DeleteAccount />
      </Flex>
    </Card>
  );
}
