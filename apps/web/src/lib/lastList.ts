/**
 * Where the project list was last shown (path and query: its search, page and sort), so the project page's
 * Back button returns to it as it was left. Kept in session storage.
 */
const LAST_LIST_KEY = 'portal.projectList';

export function rememberListAddress(address: string) {
  sessionStorage.setItem(LAST_LIST_KEY, address);
}

/** The last list address if it is the list at `listPath` (the role's list), else `listPath` itself. */
export function lastListAddress(listPath: string): string {
  const last = sessionStorage.getItem(LAST_LIST_KEY) ?? '';
  const path = last.split('?')[0] ?? '';
  return path.toLowerCase() === listPath.toLowerCase() ? last : listPath;
}
