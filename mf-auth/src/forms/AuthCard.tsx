import { Card, Col, Row, Typography } from 'antd';
import { useId, type ReactNode } from 'react';

const NARROW = { xs: 24, sm: 20, md: 14, lg: 10, xl: 8 };
/** The sign-up form puts two fields on a row. */
const WIDE = { xs: 24, sm: 22, md: 16, lg: 12, xl: 9 };

/** The frame of every auth screen: one centred card holding a section named by its heading. */
export function AuthCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <Row justify="center" style={{ padding: '24px 12px' }}>
      <Col {...(wide ? WIDE : NARROW)}>
        <Card>
          <section aria-labelledby={headingId}>
            <Typography.Title id={headingId} level={2}>
              {title}
            </Typography.Title>
            {children}
          </section>
        </Card>
      </Col>
    </Row>
  );
}
