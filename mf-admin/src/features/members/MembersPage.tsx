import { Alert, Flex, Skeleton, Typography } from '@trellis/ui/antd';
import { MembersManager } from '@trellis/ui/members';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { useAdminOrganization } from '../../organization/useAdminOrganization.ts';

/** /admin-dashboard/members: members management of the admin's default organization, 50 a page. */
export function MembersPage() {
  const { organization, error } = useAdminOrganization();
  return (
    <Flex vertical gap={16} component="section" aria-labelledby="admin-members-heading">
      <Typography.Title id="admin-members-heading" level={2}>
        Members
      </Typography.Title>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error.status === 403 ? MESSAGES.groupMembership.noPermission : MESSAGES.groupMembership.membersFailed}
          description={error.message}
        />
      ) : organization ? (
        <MembersManager group={organization} pageSize={PAGE_SIZES.adminMembers} />
      ) : (
        <Skeleton active />
      )}
    </Flex>
  );
}
