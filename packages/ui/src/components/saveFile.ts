/** Hands a file to the browser as a download under `name`. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click returns; the URL would otherwise hold it in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
