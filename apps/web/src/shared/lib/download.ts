/** Hands a file made in the page (a CSV or PDF the API returned, or text) to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves text as a file, without a server round trip. */
export const downloadText = (fileName: string, text: string): void =>
  saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
