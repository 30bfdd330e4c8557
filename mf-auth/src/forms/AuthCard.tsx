import { useId, type ReactNode } from 'react';
import { Card, Heading } from '@trellis/ui/light';
import { Skeleton } from '@trellis/ui/root';

/**
 * Widths in pixels, not in columns of the page: the card sits in whatever room the layout leaves beside its
 * panels, and a fraction of that room squeezed it to a sliver on desktop. The sign-up form puts two fields on a row.
 */
const NARROW_MAX = 440;
const WIDE_MAX = 640;

const FRAME = { display: 'flex', justifyContent: 'center', padding: '24px 12px' } as const;

/**
 * The frame of every auth screen: one centred card holding a section named by its heading. Built from the light
 * components, so the sign-in screens that render it load no antd.
 */
export function AuthCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <div style={FRAME}>
      <Card style={{ maxWidth: wide ? WIDE_MAX : NARROW_MAX }}>
        <section aria-labelledby={headingId}>
          <Heading id={headingId}>{title}</Heading>
          {children}
        </section>
      </Card>
    </div>
  );
}

/** Holds the card's place while its screen loads: the same frame and width, so the screen replaces it where it stands. */
export function AuthCardSkeleton() {
  return (
    <div style={FRAME} role="status" aria-busy="true" aria-label="Loading">
      <Card style={{ maxWidth: NARROW_MAX }}>
        <Skeleton rows={6} />
      </Card>
    </div>
  );
}
