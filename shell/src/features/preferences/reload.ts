/** The portal re-reads its preferences on a fresh load. */
export function reloadPortal() {
  window.location.reload();
}
