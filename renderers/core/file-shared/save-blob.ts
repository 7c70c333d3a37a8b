/** A name a file system accepts: the characters Windows refuses become '_'. */
export function safeFileName(name: string, fallback = 'file'): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not keep
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim();
  return cleaned || fallback;
}

/**
 * Hands a downloaded file to the browser's save: downloads need the session's headers, so they come as a
 * Blob (env.request with responseType 'blob'), never as a plain link.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(name);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once click returns; the address is freed after it started reading.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
