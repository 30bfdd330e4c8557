import { Tabs } from '@trellis/ui/antd/display';
import type { ConnectionDirection } from '@trellis/contracts';
import { ConnectionsTab } from './ConnectionsTab.tsx';

const TABS: { direction: ConnectionDirection; label: string }[] = [
  { direction: 'followers', label: 'Followers' },
  { direction: 'following', label: 'Following' },
];

/** /profile/{name_slug}/connections: who follows the member, and whom the member follows. */
export function ConnectionsSection({ slug, viewerSlug }: { slug: string; viewerSlug: string | null }) {
  return (
    <Tabs
      items={TABS.map(({ direction, label }) => ({
        key: direction,
        label,
        children: <ConnectionsTab slug={slug} direction={direction} label={label} viewerSlug={viewerSlug} />,
      }))}
    />
  );
}
