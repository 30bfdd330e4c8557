import { Flex, Typography } from '@trellis/ui/antd';
import { Tabs } from '@trellis/ui/antd/display';
import { useNavigate } from '@trellis/ui/router';
import type { ReactNode } from 'react';
import type { ItemSection } from './itemSections.ts';

/** The heading and the tabs (Overview, then one per section) of the Favorites and My Items pages. */
export function ItemsLayout({
  title,
  base,
  sections,
  current,
  children,
}: {
  title: string;
  base: string;
  sections: ItemSection[];
  current: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Flex vertical gap={12} style={{ padding: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
      </Typography.Title>
      <Tabs
        activeKey={current}
        onChange={(key) => navigate(key === 'overview' ? base : `${base}/${key}`)}
        items={[{ key: 'overview', label: 'Overview' }, ...sections.map((section) => ({ key: section.path, label: section.label }))]}
      />
      {children}
    </Flex>
  );
}
