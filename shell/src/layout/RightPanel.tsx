/**
 * The right panel region of the main layout from the lg breakpoint up, where
 * the AI area places recommendations or the assistant. Empty until it does.
 */
export function RightPanel() {
  return <aside className="trellis-right-panel" aria-label="Right panel" />;
}
