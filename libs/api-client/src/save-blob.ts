// Hands a file the app already holds (a download, an export) to the browser's own download under `fileName`: an
// object URL on a temporary <a download>, then the memory is let go.
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
