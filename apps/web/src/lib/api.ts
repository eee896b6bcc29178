import { pathOf, type Answer, type CallInput, type RouteSpec } from '@portal/contract';
import type { RouteRef } from './routes';
import { session } from './session';
import i18n from './i18n';
import { apiUrl } from './url';

export { apiUrl };

/**
 * A failed call: the server's status, message and per-field messages (docs/architecture.md). `handledByShell`: a 401 of a
 * signed-in call, for which the shell already opened the session-expired dialog.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly handledByShell = false,
  ) {
    super(message);
  }
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

async function request<T>(method: string, path: string, body: unknown, opts: Options = {}): Promise<T> {
  const token = opts.token ?? (opts.anonymous ? undefined : session.token());
  const headers: Record<string, string> = {
    'Accept-Language': i18n.language || 'en',
    Accept: 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, i18n.t('error.network'));
  }
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const e = (data ?? {}) as { message?: string; fields?: Record<string, string> };
    throw new ApiError(res.status, e.message ?? res.statusText, e.fields, sessionExpired(res, token, opts));
  }
  return data as T;
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
  const last = optional ? params[optional[1]!] : undefined;
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
  const url = urlOf(route, input);
  const anonymous = opts.anonymous ?? route.access === 'public';
  return request<Answer<R>>(route.method, url, input.body, { ...opts, anonymous });
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
  const token = opts.token ?? (opts.anonymous || route.access === 'public' ? undefined : session.token());
  const headers: Record<string, string> = {
    'Accept-Language': i18n.language || 'en',
    Accept: 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = apiUrl(urlOf(route, {}));
  let res: { status: number; statusText: string; text: string };
  try {
    res = opts.onProgress
      ? await sendWithProgress(route.method, url, headers, form, opts.onProgress, opts.signal)
      : await fetch(url, { method: route.method, headers, body: form, signal: opts.signal }).then(
          async (r) => ({ status: r.status, statusText: r.statusText, text: await r.text() }),
        );
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, i18n.t('error.network'));
  }
  const data = res.text ? safeJson(res.text) : undefined;
  if (res.status < 200 || res.status >= 300) {
    const e = (data ?? {}) as { message?: string; fields?: Record<string, string> };
    throw new ApiError(res.status, e.message ?? res.statusText, e.fields, sessionExpired(res, token, opts));
  }
  return data as Answer<R>;
}

function sendWithProgress(
  method: string,
  url: string,
  headers: Record<string, string>,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<{ status: number; statusText: string; text: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
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
  const token = opts.token ?? session.token();
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || 'en' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(apiUrl(urlOf(route, input)), {
    method: route.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal: opts.signal,
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, {}, sessionExpired(res, token, opts));
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return { blob, name: star ? decodeURIComponent(star[1]!) : plain?.[1] };
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
