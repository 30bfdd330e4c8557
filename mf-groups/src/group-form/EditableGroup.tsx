import { Alert, Result } from '@trellis/ui/antd';
import { useEffect, type ReactNode } from 'react';
import { useParams } from '@trellis/ui/router';
import { useCall } from '@trellis/platform/api-client';
import type { GroupDetail } from '@trellis/contracts';
import { groupEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { PageSkeleton } from '@trellis/ui';

type Props = {
  /** The kinds of group this edit page is for; any other is refused like a group the reader does not run. */
  types: readonly GroupDetail['group_type'][];
  notFound: string;
  children(group: GroupDetail, reload: () => void): ReactNode;
};

/**
 * An edit page's group, read by the slug in the address: its loading, not-found and error states, and the refusal
 * shown to anyone who does not administer it, before the page's own fields.
 */
export function EditableGroup({ types, notFound, children }: Props) {
  const { slug = '' } = useParams();
  const { data, error, mutate } = useCall(groupEndpoints.detailBySlug, { params: { slug } });
  useEffect(() => {
    if (data) document.title = `Edit ${data.name}`;
  }, [data]);
  if (error?.status === 404) return <Result status="404" title={notFound} />;
  if (error) return <Alert type="error" showIcon title={error.message} style={{ margin: '16px 0' }} />;
  if (!data) return <PageSkeleton />;
  if (!data.is_admin || !types.includes(data.group_type)) return <Result status="403" title={MESSAGES.http.forbidden} />;
  return <section style={{ padding: '16px 0', maxWidth: 960 }}>{children(data, () => void mutate())}</section>;
}
