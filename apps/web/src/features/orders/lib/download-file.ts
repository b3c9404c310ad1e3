/** Hands a file to the browser's download, without a server round trip. */
export function downloadFile(contents: Blob, fileName: string): void {
  const url = URL.createObjectURL(contents);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; free the memory once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The receipt arrives as base64 text: turn it back into the PDF's bytes. */
export function base64ToBlob(base64: string, type: string): Blob {
  const text = atob(base64.replace(/^data:[^,]*,/, ''));
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return new Blob([bytes], { type });
}
