import { createElement, lazy, Suspense } from 'react';
import type { DrawerProps } from 'antd';

/**
 * antd's Drawer, loaded the first time one opens. A closed drawer that was never opened renders nothing, so the
 * frame's drawers (the phone's menu, the notifications) cost nothing until the user asks for one; once loaded, the
 * real Drawer renders from then on and animates its closing as before.
 */
const Drawer = lazy(() => import('antd/es/drawer'));
let loaded = false;

export default function DrawerOnDemand(props: DrawerProps) {
  if (!props.open && !loaded) return null;
  loaded = true;
  return createElement(Suspense, { fallback: null }, createElement(Drawer, props));
}
