/**
 * The role picker's looks: antd's closed select (its height, padding, radius, border and arrow, hover and focus
 * colours) drawn from the site theme's CSS variables on the browser's own select, whose list is the platform's. Put in
 * the page with the picker, as text (see ROOT_STYLES in the kit's root module).
 */
export const ROLE_SELECT_STYLES = `
.ts-select {
  box-sizing: border-box;
  height: 32px;
  padding: 0 30px 0 11px;
  appearance: none;
  background: var(--ant-color-bg-container, #fff)
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='64 64 896 896' width='12' height='12' fill='rgba(0,0,0,0.25)'%3E%3Cpath d='M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z'/%3E%3C/svg%3E")
    no-repeat right 11px center;
  border: 1px solid var(--ant-color-border, #d9d9d9);
  border-radius: var(--ant-border-radius, 6px);
  color: var(--ant-color-text, rgba(0, 0, 0, 0.88));
  font: inherit;
  font-size: var(--ant-font-size, 14px);
  /* Its own line: the top bar's is the bar's height. */
  line-height: 30px;
  cursor: pointer;
  transition:
    border-color 0.2s,
    box-shadow 0.2s;
}
.ts-select:hover {
  border-color: var(--ant-color-primary-hover, #f759ab);
}
.ts-select:focus-visible {
  border-color: var(--ant-color-primary, #eb2f96);
  box-shadow: 0 0 0 2px var(--ant-control-outline, rgba(235, 47, 150, 0.1));
  outline: none;
}
@media (prefers-reduced-motion: reduce) {
  .ts-select {
    transition: none;
  }
}
`;
