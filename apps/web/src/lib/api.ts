import { session } from './session';
import i18n from './i18n';
import { apiUrl } from './url';

export { apiUrl };

/** A failed call: the server's status, message and per-field messages (DESIGN §2). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Listener = () => void;
const expiredListeners = new Set<Listener>();

/** The shell shows the session-expired dialog; the client itself never redirects (DESIGN §13). */
export function onSessionExpired(listener: Listener) {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

interface Options {
  /** Send this bearer instead of the session's (link tokens). */
  token?: string;
  /** Do not send the session token at all. */
  anonymous?: boolean;
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
    if (res.status === 401 && token && !opts.token && session.get().state === 'LOGIN') {
      expiredListeners.forEach((l) => l());
    }
    throw new ApiError(res.status, e.message ?? res.statusText, e.fields);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const api = {
  get: <T>(path: string, opts?: Options) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body: unknown = {}, opts?: Options) => request<T>('POST', path, body, opts),
  delete: <T>(path: string, opts?: Options) => request<T>('DELETE', path, undefined, opts),
};

/**
 * Downloads a file through the API with the session token, saving it under the server's name.
 * With `body`, the file is asked for with a JSON POST (e.g. an export of the filtered list).
 */
export async function download(path: string, fallbackName: string, opts: Options & { body?: unknown } = {}) {
  const token = opts.token ?? session.token();
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || 'en' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(apiUrl(path), {
    method: opts.body === undefined ? 'GET' : 'POST',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  if (!res.ok) {
    if (res.status === 401 && token && !opts.token && session.get().state === 'LOGIN')
      expiredListeners.forEach((l) => l());
    throw new ApiError(res.status, res.statusText);
  }
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  const name = star ? decodeURIComponent(star[1]!) : (plain?.[1] ?? fallbackName);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
