import { onTestFinished, vi } from 'vitest';

/**
 * The files a page hands to the browser as downloads (shared/lib/download.ts), caught at the browser's edge — the
 * object URL made for the file and the link clicked to save it — since the test DOM cannot save files. Call it inside a test; the
 * browser is put back when the test ends.
 */
export function captureDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  const blobs = new Map<string, Blob>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:download-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) saved.push({ blob, name: this.download });
  });
  onTestFinished(() => {
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return { saved };
}
