/**
 * The side menu's looks: antd's inline menu (its item height, spacing, radius, hover and selected colours, the grey of
 * an open group) drawn from the site theme's CSS variables, so the frame needs none of antd's menu code. Put in the
 * page with the menu, as text (see ROOT_STYLES in the kit's root module).
 */
export const SIDE_NAV_STYLES = `
.ts-nav,
.ts-nav-group-items {
  margin: 0;
  padding: 0;
  list-style: none;
}
.ts-nav-item {
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 10px;
  width: calc(100% - 8px);
  height: 40px;
  margin: 4px;
  padding: 0 16px 0 24px;
  border: 0;
  border-radius: var(--ant-border-radius-lg, 10px);
  background: transparent;
  color: var(--ant-color-text, rgba(0, 0, 0, 0.88));
  font: inherit;
  font-size: var(--ant-font-size, 14px);
  line-height: 40px;
  text-align: start;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background 0.2s,
    color 0.2s;
}
.ts-nav-item:hover {
  background: var(--ant-color-bg-text-hover, rgba(0, 0, 0, 0.06));
  color: var(--ant-color-text, rgba(0, 0, 0, 0.88));
}
.ts-nav-item:focus-visible {
  outline: var(--ant-line-width-focus, 3px) solid var(--ant-color-primary-border, #ffadd2);
  outline-offset: -3px;
}
/* The brand's own colour is often too light to read on its tint: the theme's link colour is the brand darkened until
   it does. */
.ts-nav-item[aria-current='page'] {
  background: var(--ant-color-primary-bg, #fff0f6);
  color: var(--ant-color-link, #c41d7f);
}
.ts-nav-label {
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
}
.ts-nav-group-items {
  background: var(--ant-color-fill-alter, rgba(0, 0, 0, 0.02));
}
.ts-nav-group-items .ts-nav-item {
  padding-inline-start: 48px;
}
/* The open or closed group's chevron, drawn as antd's: two strokes turned as the group opens. */
.ts-nav-chevron {
  width: 10px;
  height: 10px;
  position: relative;
  transition: transform 0.3s;
}
.ts-nav-chevron::before,
.ts-nav-chevron::after {
  content: '';
  position: absolute;
  top: 4px;
  width: 6px;
  height: 1.5px;
  border-radius: 6px;
  background: currentColor;
}
.ts-nav-chevron::before {
  left: 0;
  transform: rotate(45deg) translateX(2px);
}
.ts-nav-chevron::after {
  right: 0;
  transform: rotate(-45deg) translateX(-2px);
}
[aria-expanded='true'] > .ts-nav-chevron {
  transform: rotate(180deg);
}
@media (prefers-reduced-motion: reduce) {
  .ts-nav-item,
  .ts-nav-chevron {
    transition: none;
  }
}
`;
