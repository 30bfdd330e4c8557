/** Puts a stylesheet's text in the page, once per call: each kit module that has styles adds them as it loads. */
export function addStyles(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}
