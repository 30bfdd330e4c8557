import { RIGHT_PANEL_ELEMENT_ID } from '@trellis/contracts/constants';

/**
 * The right panel region of the main layout from the lg breakpoint up. The area owning the page renders into it
 * (found by its id), so the panel shows what that page type calls for; empty until it does.
 */
export function RightPanel() {
  return <aside id={RIGHT_PANEL_ELEMENT_ID} className="trellis-right-panel" aria-label="Right panel" />;
}
