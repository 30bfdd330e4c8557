import { createElement, useEffect, useState, type ComponentType } from 'react';

/**
 * A stand-in for an antd overlay (Drawer, Modal) that loads the real one the first time one opens. A closed overlay that
 * was never opened renders nothing, which is what the real one renders too, so a page costs nothing until the user
 * asks for one. The overlay renders as soon as its code has arrived, without a Suspense boundary, which would hold it
 * back for a moment more; from then on the real one renders, and animates its opening and closing as before.
 */
export function overlayOnDemand<Props extends { open?: boolean }>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let Real: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;

  function loadReal() {
    loading ??= load().then(
      (module) => {
        Real = module.default;
      },
      (error: unknown) => {
        // The next opening tries again; the failure itself still reaches the console.
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  return function OverlayOnDemand(props: Props) {
    const [, setLoaded] = useState(Real !== null);
    const { open } = props;
    useEffect(() => {
      if (!open || Real) return;
      let current = true;
      void loadReal().then(() => {
        if (current) setLoaded(true);
      });
      return () => {
        current = false;
      };
    }, [open]);
    return Real ? createElement(Real, props) : null;
  };
}
