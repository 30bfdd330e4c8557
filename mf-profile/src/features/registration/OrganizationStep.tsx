import { App, Button, Flex, Typography } from '@trellis/ui/antd';
import { List } from '@trellis/ui/antd/frame';
import { call, formErrorMessage, useCall } from '@trellis/platform/api-client';
import { organizationEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';

/** Optional organization pick: joining one continues the wizard, and so does continuing without one. */
export function OrganizationStep({ onNext }: { onNext(): void }) {
  const { message } = App.useApp();
  const { data } = useCall(organizationEndpoints.siteOrganizations);
  const organizations = data?.data ?? [];

  async function join(id: number) {
    try {
      await call(organizationEndpoints.joinDefault, { params: { id } });
      onNext();
    } catch (error) {
      message.error(formErrorMessage(error, MESSAGES.registration.couldNotJoin));
    }
  }

  return (
    <Flex vertical gap={16}>
      <List
        dataSource={organizations}
        locale={{ emptyText: MESSAGES.empty.organizations }}
        renderItem={(organization) => (
          <List.Item
            actions={[
              <Button key="join" onClick={() => void join(organization.id)}>
                Join
              </Button>,
            ]}
          >
            <Typography.Text>{organization.name}</Typography.Text>
          </List.Item>
        )}
      />
      <Button type="primary" onClick={onNext}>
        Continue
      </Button>
    </Flex>
  );
}
