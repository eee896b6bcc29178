import type { LinkParty } from '@portal/contract';
import { call } from '../../lib/api';
import { API } from '../../lib/routes';
import { readLinkParams, type LinkParams } from './link';

/**
 * A link page's first calls, asked as soon as its frame is drawn (issue 20 §5): the link's check and the page's
 * data used to wait for the page's code, then for each other, three round trips in a row on a phone. The
 * address carries everything they need; the page's queries take the answers (once: a refetch asks again).
 * Part of the first bundle, so it uses the plain client and no query layer: importing the `api/` modules'
 * call functions instead pulled 8 KB gzip of the query layer into the login's bundle (tried, 2026-11-26).
 */
export type EarlyCall = 'link' | 'ci' | 'audit' | 'documents';

const ids = (p: LinkParams) => ({ userId: p.userId, projectId: p.projectId });

const CALLS: Record<EarlyCall, (p: LinkParams) => Promise<unknown>> = {
  link: (p) => call(API.getExternalLink, {}, { token: p.token }),
  ci: (p) => call(API.getCiImplementation, { params: ids(p) }, { token: p.token }),
  audit: (p) => call(API.getComplianceAudit, { params: ids(p) }, { token: p.token }),
  documents: (p) => call(API.getDocumentInfoToDownload, { params: ids(p) }, { token: p.token }),
};

/** What each page reads first (its page component asks the same through its queries). */
const FIRST_CALLS: Record<LinkParty, EarlyCall[]> = {
  supplier: ['link', 'ci', 'documents'],
  auditor: ['link', 'audit', 'documents'],
  download: ['link', 'documents'],
  arcad: ['link'],
};

const started = new Map<string, Promise<unknown>>();
const keyOf = (what: EarlyCall, token: string) => `${what} ${token}`;

/** Asks a page's first calls for the address `search`; nothing when the address lacks what the page needs. */
export function startEarlyCalls(party: LinkParty, search: URLSearchParams) {
  const params = readLinkParams(party, search);
  if (!params) return;
  for (const what of FIRST_CALLS[party]) {
    const key = keyOf(what, params.token);
    if (started.has(key)) continue;
    const answer = CALLS[what](params);
    answer.catch(() => {}); // a refusal is the page's to show, when its query takes it
    started.set(key, answer);
  }
}

/** The early answer to `what` for this token if one was asked and not yet taken, else `load()`. */
export function takeEarly<T>(what: EarlyCall, token: string, load: () => Promise<T>): Promise<T> {
  const key = keyOf(what, token);
  const answer = started.get(key);
  started.delete(key);
  return (answer as Promise<T> | undefined) ?? load();
}

/** Drops answers not taken (a link found invalid, a page that expired, a test's end). */
export function forgetEarlyCalls() {
  started.clear();
}
