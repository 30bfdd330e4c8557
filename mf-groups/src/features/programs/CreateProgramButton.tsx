import { Button } from '@trellis/ui/antd';
import { PlusOutlined } from '@trellis/ui/icons';
import { useNavigate } from '@trellis/ui/router';
import { useCall } from '@trellis/platform/api-client';
import { groupEditingEndpoints } from '@trellis/contracts/endpoints';
import { isSignedIn, useSession } from '@trellis/platform/session';

/** Create Circle or Create Event, shown only to those who may create one somewhere. */
export function CreateProgramButton({ groupType }: { groupType: 'circle' | 'event' }) {
  const signedIn = useSession(isSignedIn);
  const navigate = useNavigate();
  const { data } = useCall(groupEditingEndpoints.parentOptions, signedIn ? { query: { group_type: groupType } } : null);
  if (!data?.data.length) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`/create/${groupType}`)}>
      {groupType === 'circle' ? 'Create Circle' : 'Create Event'}
    </Button>
  );
}
