/** An API address resolved against the page's <base href>, so the portal works under any base path. */
export function apiUrl(path: string): string {
  return new URL(`api/${path.replace(/^\//, '')}`, document.baseURI).toString();
}

/** The router's base path, taken from the page's base element (spec 000 §2.4). */
export function basename(): string {
  const path = new URL(document.baseURI).pathname.replace(/\/$/, '');
  return path || '/';
}
