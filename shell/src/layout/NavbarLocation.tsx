import { EnvironmentOutlined } from '@trellis/ui/icons/frame';
import { Typography } from '@trellis/ui/antd';
import { useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';

/** The member's location in the top bar, on sites that turn show_location_in_navbar on. */
export function NavbarLocation() {
  const shown = useSite((state) => state.config?.ui.show_location_in_navbar ?? false);
  const location = useSession((state) => state.identity?.profile.location || state.identity?.profile.country || null);
  if (!shown || !location) return null;
  return (
    <Typography.Text type="secondary" ellipsis style={{ maxWidth: 200 }}>
      <EnvironmentOutlined aria-hidden /> <span aria-label="Location">{location}</span>
    </Typography.Text>
  );
}
