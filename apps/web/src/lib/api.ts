import { pathOf, type Answer, type CallInput, type RouteSpec } from '@portal/contract';
import type { RouteRef } from './routes';
import { session } from './session';
// i18next itself rather than ./i18n, which loads its packs through this file.
import i18n from 'i18next';
import { filenameOf } from './contentDisposition';
import { apiUrl } from './url';

export { apiUrl };

/**
 * A failed call: the server's status, message and per-field messages (docs/architecture.md). `handledByShell`: a 401 of a
 * signed-in call, for which the shell already opened the session-expired dialog. `requestId`: a server error's
 * reference (5xx: the id its log lines carry), which the page shows so a user can quote it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly handledByShell = false,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** The reference to quote for a failure: a server error's request id, else none. */
export function errorReference(err: unknown): string | undefined {
  return err instanceof ApiError && err.status >= 500 ? err.requestId : undefined;
}

/**
 * The failure a page shows: none for a 401 of a signed-in call, which the shell handles (the session-expired
 * dialog, spec 002 §2); the rule is written here once.
 */
export function shownError<E>(err: E): E | null {
  if (!err) return null;
  return err instanceof ApiError && err.handledByShell ? null : err;
}

type Listener = () => void;
const expiredListeners = new Set<Listener>();

/** The shell shows the session-expired dialog; the client itself never redirects (docs/architecture.md). */
export function onSessionExpired(listener: Listener) {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

interface Options {
  /** Send this bearer instead of the session's (link tokens). */
  token?: string;
  /** Do not send the session token at all. */
  anonymous?: boolean;
  /** A 403 also means the session may no longer do this: the shell's session-expired dialog (spec 002 §8:
   * the dashboard, the user list and the exports). */
  expiredOn403?: boolean;
  signal?: AbortSignal;
}

/**
 * The one request core of JSON, multipart and file calls: headers (language, bearer), the network failure,
 * and a failed answer read as the server's message and per-field messages. Answers the response when it is ok.
 */
async function send(
  method: string,
  path: string,
  body: { json: unknown } | { form: FormData } | undefined,
  opts: MultipartOptions & { accept?: 'json' | 'file' } = {},
): Promise<Response> {
  const { headers, token } = headersOf(opts);
  if (opts.accept !== 'file') headers.Accept = 'application/json';
  // A form's Content-Type (with its boundary) is set by the browser.
  if (body && 'json' in body) headers['Content-Type'] = 'application/json';
  const payload = body === undefined ? undefined : 'json' in body ? JSON.stringify(body.json) : body.form;
  const url = apiUrl(path);
  let res: Response;
  try {
    res =
      opts.onProgress && payload instanceof FormData
        ? await sendWithProgress(method, url, headers, payload, opts.onProgress, opts.signal)
        : await fetch(url, { method, headers, body: payload, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, i18n.t('error.network'));
  }
  if (res.ok) return res;
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  const e = (data ?? {}) as { message?: string; fields?: Record<string, string>; requestId?: unknown };
  // The body's id, else the header's (a 502 of the load balancer has neither, a body not ours only the header).
  const fromBody = typeof e.requestId === 'string' ? e.requestId : '';
  const requestId = res.status >= 500 ? fromBody || res.headers.get('x-request-id') || undefined : undefined;
  throw new ApiError(
    res.status,
    e.message ?? res.statusText,
    e.fields,
    sessionExpired(res, token, opts),
    requestId,
  );
}

/** The headers every call sends: the language and the bearer (the link's, the session's, or none). */
function headersOf(opts: Options): { headers: Record<string, string>; token: string | undefined } {
  const token = opts.token ?? (opts.anonymous ? undefined : session.token());
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || 'en' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { headers, token };
}

/**
 * A file call of the route table as an address and the headers to send with it, for a reader that makes its
 * own requests (the PDF viewer asks for byte ranges): the token goes in a header, never in the URL.
 */
export function fileRequest<R extends RouteSpec>(
  route: RouteRef<R>,
  input: CallInput<R>,
  opts: Options = {},
): { url: string; headers: Record<string, string> } {
  return { url: apiUrl(urlOf(route, input)), headers: headersOf(withAccess(route, opts)).headers };
}

/** A JSON answer (or text, or nothing). */
async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? safeJson(text) : undefined) as T;
}

/** A 401 (or, where the call says so, a 403) of a call made with the signed-in session: tells the shell (once per failure) and says so. */
function sessionExpired(res: Pick<Response, 'status'>, token: string | undefined, opts: Options): boolean {
  const expired = res.status === 401 || (res.status === 403 && opts.expiredOn403 === true);
  if (!expired || !token || opts.token || session.get().state !== 'LOGIN') return false;
  expiredListeners.forEach((l) => l());
  return true;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The path and query string of a call of the route table. A last segment that may be left out
 * (`:name?`) is appended only when given.
 */
export function urlOf(route: Pick<RouteSpec, 'path'>, input: { params?: object; query?: object }): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const optional = /\/:(\w+)\?$/.exec(route.path);
  let path = pathOf({ path: optional ? route.path.slice(0, optional.index) : route.path }, params);
  const [, optionalName] = optional ?? [];
  const last = optionalName === undefined ? undefined : params[optionalName];
  if (last !== undefined && last !== null && last !== '') path += `/${encodeURIComponent(String(last))}`;
  // Percent-encoded as encodeURIComponent does (a space as %20, not the form encoding's +).
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value])
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  }
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/**
 * Calls one API call of the contract's route table, typed from it: the input's params, query and body,
 * and the answer. Public calls never send the session token.
 */
export function call<R extends RouteSpec>(
  route: RouteRef<R>,
  input: CallInput<R> = {} as CallInput<R>,
  opts: Options = {},
): Promise<Answer<R>> {
  const body = input.body === undefined ? undefined : { json: input.body };
  return send(route.method, urlOf(route, input), body, withAccess(route, opts)).then(readJson<Answer<R>>);
}

/** Public calls never send the session token, unless the caller says otherwise. */
function withAccess<O extends Options>(route: Pick<RouteSpec, 'access'>, opts: O): O {
  return { ...opts, anonymous: opts.anonymous ?? route.access === 'public' };
}

export interface MultipartOptions extends Options {
  /** Upload progress in percent (0–100): the call then goes through XMLHttpRequest, which reports it. */
  onProgress?: (percent: number) => void;
}

/**
 * Calls a multipart/form-data call of the route table (`multipart`: uploads, ValidateProjectData,
 * AddCommentsByUsers) with the session token; the browser sets the boundary. Errors as `call`.
 */
export async function callMultipart<R extends RouteSpec>(
  route: RouteRef<R>,
  form: FormData,
  opts: MultipartOptions = {},
): Promise<Answer<R>> {
  return send(route.method, urlOf(route, {}), { form }, withAccess(route, opts)).then(readJson<Answer<R>>);
}

/** Statuses whose Response may not carry a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** Sends a form through XMLHttpRequest, which reports upload progress; answers as fetch would. */
function sendWithProgress(
  method: string,
  url: string,
  headers: Record<string, string>,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    // Status 0: the request never got an answer (as fetch's network failure).
    xhr.onload = () =>
      xhr.status === 0
        ? reject(new Error('network'))
        : resolve(
            new Response(NULL_BODY.has(xhr.status) ? null : xhr.responseText, {
              status: xhr.status,
              statusText: xhr.statusText,
              headers: { 'x-request-id': xhr.getResponseHeader('x-request-id') ?? '' },
            }),
          );
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Downloads the file a call of the route table answers (`answer: 'file'`) with the session token, saving it
 * under the server's name (e.g. an export of the filtered list, asked for with a JSON POST).
 */
export async function downloadCall<R extends RouteSpec>(
  route: RouteRef<R>,
  input: CallInput<R>,
  fallbackName: string,
  opts: Options = {},
) {
  const { blob, name } = await fileCall(route, input, opts);
  saveBlob(blob, name ?? fallbackName);
}

/**
 * The file a call of the route table answers (`answer: 'file'`), fetched with the session token: its content
 * and the server's name for it (Content-Disposition), e.g. to show a PDF or an image in the page.
 */
export async function fileCall<R extends RouteSpec>(
  route: RouteRef<R>,
  input: CallInput<R>,
  opts: Options = {},
): Promise<{ blob: Blob; name: string | undefined }> {
  const body = input.body === undefined ? undefined : { json: input.body };
  const res = await send(route.method, urlOf(route, input), body, {
    ...withAccess(route, opts),
    accept: 'file',
  });
  return { blob: await res.blob(), name: filenameOf(res.headers.get('content-disposition')) };
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
