import { App, Button, Flex } from '@trellis/ui/antd';
import { ItemList, ItemRow } from '@trellis/ui';
import { call, formErrorMessage, useCall } from '@trellis/platform/api-client';
import { organizationEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';

/** Optional organization pick: joining one continues the wizard, and so does continuing without one. */
export function OrganizationStep({ onNext }: { onNext(): void }) {
  const { message } = App.useApp();
  const { data } = useCall(organizationEndpoints.siteOrganizations);

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
      <ItemList
        items={data?.data ?? null}
        itemKey={(organization) => organization.id}
        emptyText={MESSAGES.empty.organizations}
        renderItem={(organization) => (
          <ItemRow
            title={organization.name}
            actions={
              <Button onClick={() => void join(organization.id)} aria-label={`Join ${organization.name}`}>
                Join
              </Button>
            }
          />
        )}
      />
      <Button type="primary" onClick={onNext}>
        Continue
      </Button>
    </Flex>
  );
}
