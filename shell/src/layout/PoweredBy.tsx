import { Layout, Typography } from '@trellis/ui/antd';
import { useSite } from '@trellis/platform/site';

/** The powered-by footer, only on the vendor's own and local hosts (the site's show_powered_by). */
export function PoweredBy() {
  const shown = useSite((state) => state.config?.site.show_powered_by ?? false);
  if (!shown) return null;
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: 12, background: 'transparent' }}>
      <Typography.Text type="secondary">
        Powered by <Typography.Link href="/">Trellis</Typography.Link>
      </Typography.Text>
    </Layout.Footer>
  );
}
