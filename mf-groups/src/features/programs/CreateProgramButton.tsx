import { Button } from '@trellis/ui/antd';
import { PlusOutlined } from '@trellis/ui/icons';
import { useNavigate } from '@trellis/ui/router';
import { useApi } from '@trellis/platform/api-client';
import { PATHS, type ParentOptions } from '@trellis/contracts';
import { isSignedIn, useSession } from '@trellis/platform/session';

/** Create Circle or Create Event, shown only to those who may create one somewhere. */
export function CreateProgramButton({ groupType }: { groupType: 'circle' | 'event' }) {
  const signedIn = useSession(isSignedIn);
  const navigate = useNavigate();
  const { data } = useApi<ParentOptions>(signedIn ? `${PATHS.groupParentOptions}?group_type=${groupType}` : null);
  if (!data?.data.length) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`/create/${groupType}`)}>
      {groupType === 'circle' ? 'Create Circle' : 'Create Event'}
    </Button>
  );
}
