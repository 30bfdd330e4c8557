/**
 * The element remotes mount into. It is created once, outside React, and the
 * current layout's content area adopts it (`attachContentHost`), so switching
 * between the bare and the main layout moves a mounted remote instead of
 * destroying the element under it.
 */
export const contentHost = document.createElement('div');
contentHost.className = 'trellis-content-host';

/** Each area gets its own child element, so one area's React root never shares a container with another's. */
export function areaElement(area: string): HTMLElement {
  for (const child of contentHost.children) {
    if (child instanceof HTMLElement && child.dataset.area === area) return child;
  }
  const element = document.createElement('div');
  element.dataset.area = area;
  contentHost.append(element);
  return element;
}

/** Ref callback for the layout's content slot. */
export function attachContentHost(slot: HTMLElement | null) {
  if (slot && contentHost.parentElement !== slot) slot.append(contentHost);
}
