import { createElement, useEffect, useState, type ComponentType } from 'react';
import type { DrawerProps } from 'antd';

/**
 * antd's Drawer, loaded the first time one opens. A closed drawer that was never opened renders nothing, so the
 * frame's drawers (the phone's menu, the notifications) cost nothing until the user asks for one. The drawer renders
 * as soon as its code has arrived, without a Suspense boundary, which would hold it back for a moment more; from then
 * on the real Drawer renders, and animates its opening and closing as before.
 */
let RealDrawer: ComponentType<DrawerProps> | null = null;
let loading: Promise<void> | null = null;

function loadDrawer() {
  loading ??= import('antd/es/drawer').then(
    (module) => {
      RealDrawer = module.default;
    },
    (error: unknown) => {
      // The next opening tries again; the failure itself still reaches the console.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export default function DrawerOnDemand(props: DrawerProps) {
  const [, setLoaded] = useState(RealDrawer !== null);
  const { open } = props;
  useEffect(() => {
    if (!open || RealDrawer) return;
    let current = true;
    void loadDrawer().then(() => {
      if (current) setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [open]);
  return RealDrawer ? createElement(RealDrawer, props) : null;
}
