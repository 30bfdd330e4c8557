/** Marks the root while the server's first paint is held over it (see the shell's start-up). */
export const FIRST_PAINT_HELD = 'data-first-paint-held';

/**
 * What every React root's page starts with, before any antd: the site's colours as custom properties (LightTheme sets
 * the brand, link, text and page colours; the shades here derive from them), the sign-in layout's page, and the
 * skeleton placeholders; the fallbacks are the default theme's. Text that LightTheme puts in the page itself: a style
 * loader's runtime would weigh more than these rules on every page.
 */
export const ROOT_STYLES = `
.tl-root {
  --tl-primary-hover: color-mix(in srgb, var(--tl-primary, #eb2f96), #fff 22%);
  --tl-primary-active: color-mix(in srgb, var(--tl-primary, #eb2f96), #000 14%);
  --tl-outline: color-mix(in srgb, var(--tl-primary, #eb2f96) 12%, transparent);
  --tl-error: #cf1322;
  --tl-error-outline: rgba(255, 38, 5, 0.06);
  --tl-border: #d9d9d9;
  --tl-radius: 8px;
  --tl-font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  display: contents;
}

/* The shimmer moves a band across each bar with a transform, which the compositor animates on its own: an animated
   background would repaint the bars on the main thread every frame, while the page's scripts need it to start. */
.tl-skeleton-title,
.tl-skeleton-row {
  position: relative;
  overflow: hidden;
  height: 16px;
  border-radius: 4px;
  background: rgba(0, 0, 0, 0.06);
}
.tl-skeleton-title::after,
.tl-skeleton-row::after {
  content: '';
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, transparent, rgba(0, 0, 0, 0.09), transparent);
  transform: translateX(-100%);
  animation: tl-shimmer 1.4s ease infinite;
}
.tl-skeleton-row {
  margin-top: 16px;
}
.tl-skeleton-title + .tl-skeleton-row {
  margin-top: 28px;
}
.tl-skeleton-row:last-child {
  width: 61%;
}
@keyframes tl-shimmer {
  to {
    transform: translateX(100%);
  }
}
@media (prefers-reduced-motion: reduce) {
  .tl-skeleton-title::after,
  .tl-skeleton-row::after {
    animation: none;
  }
}
/* Under the server's first paint, held over the root while it loads, a shimmer is never seen, yet it keeps the
   compositor drawing frames on the cores the page's scripts need. */
[${FIRST_PAINT_HELD}] .tl-skeleton-title::after,
[${FIRST_PAINT_HELD}] .tl-skeleton-row::after {
  animation: none;
}

/* A page of its own (the sign-in screens' layout): the site's page background, and antd's box model and type. */
.tl-layout {
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: var(--tl-layout, #f7f7fb);
  color: var(--tl-text, rgba(0, 0, 0, 0.88));
  font-family: var(--tl-font);
  font-size: 14px;
  line-height: 1.5714285714285714;
}
.tl-layout,
.tl-layout * {
  box-sizing: border-box;
}
.tl-layout > main {
  flex: auto;
}
`;
