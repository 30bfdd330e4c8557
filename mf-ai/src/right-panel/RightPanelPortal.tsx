import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { RIGHT_PANEL_ELEMENT_ID } from '@trellis/contracts/constants';
import { RightPanelFrame } from '@trellis/ui';

/** The shell's right panel element while the layout shows it (from the lg breakpoint up, outside the admin layout). */
export function useRightPanelElement(): HTMLElement | null {
  const [element, setElement] = useState(() => document.getElementById(RIGHT_PANEL_ELEMENT_ID));
  useEffect(() => {
    // The layout adds and removes the panel as the window crosses the breakpoint.
    const observer = new MutationObserver(() => setElement(document.getElementById(RIGHT_PANEL_ELEMENT_ID)));
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return element;
}

/**
 * Renders `children` in the shell's right panel while the layout shows it, and `fallback` in the page otherwise
 * (a phone, a narrow window), so what the panel offers stays reachable at every width.
 */
export function RightPanelPortal({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const element = useRightPanelElement();
  if (!element) return fallback;
  return createPortal(<RightPanelFrame>{children}</RightPanelFrame>, element);
}
