import { FIRST_PAINT_HELD } from '@trellis/ui/root';
import { holdFirstPaint } from './firstPaint.ts';

/** Lets the mutation observer's records arrive. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function pageWithFirstPaint() {
  document.body.innerHTML = '<div id="root"><section class="fp-card" aria-busy="true"><h2>Login</h2></section></div>';
  return document.getElementById('root')!;
}

const firstPaintShown = () => document.querySelector('.fp-card') !== null;

describe('the server first paint', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('stays on screen above the root while the root is empty or shows a placeholder', async () => {
    const root = pageWithFirstPaint();
    holdFirstPaint(root);
    expect(root.childElementCount).toBe(0);
    expect(root.previousElementSibling?.querySelector('.fp-card')).not.toBeNull();
    expect(root.hasAttribute(FIRST_PAINT_HELD)).toBe(true);

    root.innerHTML = '<main><div role="status" aria-busy="true" aria-label="Loading"></div></main>';
    await settle();
    expect(firstPaintShown()).toBe(true);

    root.querySelector('main')!.append(Object.assign(document.createElement('form'), { textContent: 'Login' }));
    await settle();
    expect(firstPaintShown()).toBe(true);
  });

  it('goes once the root shows the screen with nothing waiting', async () => {
    const root = pageWithFirstPaint();
    holdFirstPaint(root);
    root.innerHTML = '<main><div role="status" aria-busy="true" aria-label="Loading"></div></main>';
    await settle();

    root.querySelector('main')!.innerHTML = '<form><h2>Login</h2><input autofocus /></form>';
    await settle();
    expect(firstPaintShown()).toBe(false);
    expect(document.body.childElementCount).toBe(1);
    expect(root.hasAttribute(FIRST_PAINT_HELD)).toBe(false);
  });

  it('goes when a placeholder stops being busy', async () => {
    const root = pageWithFirstPaint();
    holdFirstPaint(root);
    root.innerHTML = '<main><div role="status" aria-busy="true">Loading</div></main>';
    await settle();
    root.querySelector('[role="status"]')!.setAttribute('aria-busy', 'false');
    await settle();
    expect(firstPaintShown()).toBe(false);
  });

  it('goes as soon as the visitor is sent to another address, placeholders and all', async () => {
    history.replaceState(null, '', '/login');
    const root = pageWithFirstPaint();
    holdFirstPaint(root);
    history.replaceState(null, '', '/');
    root.innerHTML = '<main><div role="status" aria-busy="true" aria-label="Loading"></div></main>';
    await settle();
    expect(firstPaintShown()).toBe(false);
    expect(root.hasAttribute(FIRST_PAINT_HELD)).toBe(false);
  });

  it('leaves a page without a first paint as it is', () => {
    document.body.innerHTML = '<div id="root"></div>';
    holdFirstPaint(document.getElementById('root')!);
    expect(document.body.childElementCount).toBe(1);
  });
});
