import { Card, Flex, Skeleton, Typography } from '@trellis/ui/antd';
import { useId, type ReactNode } from 'react';
import { useSite } from '@trellis/platform/site';

/**
 * Widths in pixels, not in columns of the page: the card sits in whatever room the layout leaves beside its
 * panels, and a fraction of that room squeezed it to a sliver on desktop. The sign-up form puts two fields on a row.
 */
const NARROW_MAX = 440;
const WIDE_MAX = 640;

/** The site's logo at the head of the card, so a visitor sees whose sign-in this is. */
function SiteLogo() {
  const site = useSite((state) => state.config?.site);
  if (!site?.logo) return null;
  return (
    <img src={site.logo} alt={site.logo_alt ?? site.brand_name} width={40} height={40} style={{ display: 'block', marginBottom: 12 }} />
  );
}

/** The frame of every auth screen: one centred card holding a section named by its heading. */
export function AuthCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <Flex justify="center" style={{ padding: '24px 12px' }}>
      <Card style={{ width: '100%', maxWidth: wide ? WIDE_MAX : NARROW_MAX }}>
        <SiteLogo />
        <section aria-labelledby={headingId}>
          <Typography.Title id={headingId} level={2}>
            {title}
          </Typography.Title>
          {children}
        </section>
      </Card>
    </Flex>
  );
}

/** Holds the card's place while its screen loads: the same frame and width, so the screen replaces it where it stands. */
export function AuthCardSkeleton() {
  return (
    <Flex justify="center" style={{ padding: '24px 12px' }} aria-busy="true" aria-label="Loading">
      <Card style={{ width: '100%', maxWidth: NARROW_MAX }}>
        <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 6 }} />
      </Card>
    </Flex>
  );
}
