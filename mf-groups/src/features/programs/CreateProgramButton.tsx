import { Button } from '@trellis/shared/antd';
import { PlusOutlined } from '@trellis/shared/icons';
import { useNavigate } from '@trellis/shared/router';
import { useApi } from '@trellis/shared/api-client';
import { PATHS, type ParentOptions } from '@trellis/shared/contracts';
import { isSignedIn, useSession } from '@trellis/shared/session';

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
