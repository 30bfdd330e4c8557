/**
 * How wide a PDF page is drawn in a viewer of the given width: half of a wide viewer (above 1000 px), three quarters
 * of a medium one (above 600 px), and the whole width of a phone's.
 */
export function pdfPageWidth(viewerWidth: number): number {
  if (viewerWidth > 1000) return Math.floor(viewerWidth * 0.5);
  if (viewerWidth > 600) return Math.floor(viewerWidth * 0.75);
  return Math.floor(viewerWidth);
}
