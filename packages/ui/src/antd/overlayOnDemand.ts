import { createElement, useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from './loadOnce.ts';

/**
 * A stand-in for an antd overlay (Drawer, Modal) that loads the real one the first time one opens. A closed overlay that
 * was never opened renders nothing, which is what the real one renders too, so a page costs nothing until the user
 * asks for one. The overlay renders as soon as its code has arrived, without a Suspense boundary, which would hold it
 * back for a moment more; from then on the real one renders, and animates its opening and closing as before.
 */
export function overlayOnDemand<Props extends { open?: boolean }>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const real = loadOnce(load);

  return function OverlayOnDemand(props: Props) {
    const [, setLoaded] = useState(real.loaded !== null);
    const { open } = props;
    useEffect(() => {
      if (!open || real.loaded) return;
      let current = true;
      void real.load().then(() => {
        if (current) setLoaded(true);
      });
      return () => {
        current = false;
      };
    }, [open]);
    const Real = real.loaded;
    return Real ? createElement(Real, props) : null;
  };
}
