import { App, Avatar, Button, Flex, Modal, Spin, Typography } from '@trellis/ui/antd';
import { ApiError, useCall } from '@trellis/platform/api-client';
import type { Service } from '@trellis/contracts';
import { organizationEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { EmptyState } from '@trellis/ui';
import { joinService } from './organizationCalls.ts';
import { goToSite } from './siteLocation.ts';

/** Other sites the member may join; once joined they continue on that site's domain, still signed in. */
export function JoinServiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message, modal } = App.useApp();
  // Read afresh each time the dialog opens: joining elsewhere changes the list.
  const { data, error } = useCall(organizationEndpoints.services, open ? {} : null, { revalidateOnMount: true, dedupingInterval: 0 });

  const confirmJoin = (service: Service) =>
    modal.confirm({
      title: `Join ${service.name}`,
      content: `You will continue on ${service.brand_name}, signed in as you are now.`,
      okText: 'Join',
      onOk: async () => {
        try {
          const joined = await joinService(service.id);
          goToSite(joined.domain ?? service.domain);
        } catch (error) {
          const reason = error instanceof ApiError && error.body.non_field_errors?.[0];
          void message.error(reason || MESSAGES.organizations.joinServiceFailed(service.name));
        }
      },
    });

  let body;
  if (error) body = <EmptyState description={MESSAGES.common.couldNotFetchItems} />;
  else if (!data)
    body = (
      <div role="status" aria-label="Loading" style={{ textAlign: 'center', margin: '24px auto' }}>
        <Spin />
      </div>
    );
  else if (data.data.length === 0) body = <EmptyState description={MESSAGES.empty.services} />;
  else
    body = (
      <Flex vertical gap={12}>
        {data.data.map((service) => (
          <Flex key={service.id} align="center" gap={12}>
            <Avatar shape="square" src={service.logo ?? undefined}>
              {service.name.charAt(0)}
            </Avatar>
            <Flex vertical flex="1 1 auto" style={{ minWidth: 0 }}>
              <Typography.Text strong>{service.name}</Typography.Text>
              <Typography.Text type="secondary">{service.brand_name}</Typography.Text>
            </Flex>
            <Button type="primary" onClick={() => confirmJoin(service)} aria-label={`Join ${service.name}`}>
              Join
            </Button>
          </Flex>
        ))}
      </Flex>
    );

  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Join another service" destroyOnHidden>
      {body}
    </Modal>
  );
}
