import { createElement, lazy, Suspense } from 'react';
import type { TabsProps } from 'antd';

/**
 * antd's Card imports Tabs for its `tabList`, and with it the tab bar's overflow menu and dropdown (about 35 KiB
 * gzip), though it renders them only when given a tab list. Card is in the core module every page loads, the sign-in
 * screens included, so the build hands Card this stand-in (see @trellis/federation), which loads antd's Tabs the
 * first time a card with tabs renders.
 */
const Tabs = lazy(() => import('antd/es/tabs'));

export default function CardTabs(props: TabsProps) {
  return createElement(Suspense, { fallback: null }, createElement(Tabs, props));
}
