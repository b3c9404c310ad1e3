/** The readable cookies of the session (the secret one is HttpOnly and never seen here). */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the readable session companion is a plain cookie
  document.cookie = `${name}=; Max-Age=0; path=/`;
}
