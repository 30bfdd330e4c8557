import { App, Button, Flex, Typography } from '@trellis/ui/antd';
import { List } from '@trellis/ui/antd/frame';
import { api, formErrorMessage, useApi } from '@trellis/platform/api-client';
import { PATHS, type OrganizationSummary } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';

/** Optional organization pick: joining one continues the wizard, and so does continuing without one. */
export function OrganizationStep({ onNext }: { onNext(): void }) {
  const { message } = App.useApp();
  const { data } = useApi<{ data: OrganizationSummary[] } | OrganizationSummary[]>(PATHS.defaultOrganizations);
  const organizations = Array.isArray(data) ? data : (data?.data ?? []);

  async function join(id: number) {
    try {
      await api.post(PATHS.joinDefault(id));
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
