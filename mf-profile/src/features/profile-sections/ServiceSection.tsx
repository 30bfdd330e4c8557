import { Flex, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { useCall } from '@trellis/platform/api-client';
import { profileEndpoints, siteConfigEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';

/** The services the member said they are interested in (their group profile's answers). */
export function ServiceSection() {
  const { data: form } = useCall(profileEndpoints.own);
  const { data: options } = useCall(siteConfigEndpoints.options);
  const chosen = new Set((form?.values.interested_services as number[] | undefined) ?? []);
  const services = options?.interested_services.filter((item) => chosen.has(item.id)) ?? [];
  if (!form || !options) return null;
  if (!services.length) return <Typography.Text type="secondary">{MESSAGES.profile.noOwnItems('services')}</Typography.Text>;
  return (
    <Flex wrap gap={8}>
      {services.map((item) => (
        <Tag key={item.id}>{item.name}</Tag>
      ))}
    </Flex>
  );
}
