import { FIRST_PAINT_HELD } from '@trellis/ui/root';

/** A placeholder still waiting for its content: the layout's skeletons and each remote's have this role and state. */
const WAITING = '[role="status"][aria-busy="true"]';

/**
 * Keeps the server's first paint (the owning remote's markup of the screen) on screen until the shell's root shows
 * the screen itself. Replaced at the shell's first render, the sign-in card the visitor had already read turned into
 * the layout's skeleton, then the remote's, before the real card came back. The root renders under the first paint
 * meanwhile, so the screen's autofocus lands and nothing is laid out twice. The root has settled when it holds
 * something and no placeholder waits: the screen or the crash card. A visitor sent to another address (a signed-in
 * member opening the sign-in page) sees that page's placeholders at once, not a screen they are no longer on.
 */
export function holdFirstPaint(root: HTMLElement): void {
  if (!root.firstElementChild) return;
  const firstPaint = document.createElement('div');
  firstPaint.style.cssText = 'position: absolute; top: 0; right: 0; left: 0; z-index: 1';
  firstPaint.append(...root.childNodes);
  root.before(firstPaint);
  root.setAttribute(FIRST_PAINT_HELD, '');
  // Mutation records are delivered before the browser paints, so the screen replaces the first paint in one frame.
  const heldPath = location.pathname;
  const observer = new MutationObserver(() => {
    const settled = root.firstElementChild && !root.querySelector(WAITING);
    if (!settled && location.pathname === heldPath) return;
    observer.disconnect();
    firstPaint.remove();
    root.removeAttribute(FIRST_PAINT_HELD);
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
}
