import { Button, Flex, Typography } from '@trellis/ui/antd';
import { PageSkeleton } from '@trellis/ui';
import { useSite } from '@trellis/platform/site';
import { goTo } from '../routing/navigation.ts';

/** The home page at /, from the site's landing page content. */
export function HomePage() {
  const landing = useSite((state) => state.config?.ui.landing_page_content);
  if (!landing) return <PageSkeleton />;
  return (
    <Flex vertical align="center" gap={16} style={{ textAlign: 'center', paddingBlock: 48, maxWidth: 720, marginInline: 'auto' }}>
      <Typography.Title>{landing.title}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        {landing.description}
      </Typography.Paragraph>
      {landing.cta_text && landing.cta_url && (
        <Button type="primary" size="large" onClick={() => goTo(landing.cta_url)}>
          {landing.cta_text}
        </Button>
      )}
    </Flex>
  );
}
