import type { Answer, RouteSpec } from '@portal/contract';
import type { RouteRef } from '../lib/routes';

/** What the server answers an upload: a status and a JSON body. */
export interface XhrAnswer {
  status: number;
  body: unknown;
}

/** A successful answer of a multipart call of the route table, typed from it. */
export function uploadAnswer<R extends RouteSpec>(
  _route: RouteRef<R>,
  body: Answer<R>,
  status = 200,
): XhrAnswer {
  return { status, body };
}

/** A failed answer as the server writes it. */
export function uploadError(status: number, message: string): XhrAnswer {
  return { status, body: { statusCode: status, message } };
}

/**
 * The one fake XMLHttpRequest of the tests, as `callMultipart` uses it for upload progress (not shipped: only
 * tests import it). Install with `vi.stubGlobal('XMLHttpRequest', FakeXhr)` after `FakeXhr.reset(answer)`.
 * Each send reports half the bytes sent, then answers from `FakeXhr.answer` on the next tick; with `FakeXhr.hold`
 * it reports every byte sent and answers only when the test calls `FakeXhr.finish()`.
 */
export class FakeXhr {
  static answer: (form: FormData) => XhrAnswer = () => ({ status: 200, body: {} });
  static sent: { method: string; url: string; form: FormData; headers: Record<string, string> }[] = [];
  static hold = false;
  /** Answers the last request held (`hold`). */
  static finish: () => void = () => {};

  static reset(
    answer: (form: FormData) => XhrAnswer = () => ({ status: 200, body: {} }),
    { hold = false } = {},
  ) {
    FakeXhr.answer = answer;
    FakeXhr.sent = [];
    FakeXhr.hold = hold;
    FakeXhr.finish = () => {};
  }

  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  status = 0;
  statusText = '';
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  /** The answer's headers: only X-Request-Id, echoing a server error's `requestId` as the server does. */
  getResponseHeader(name: string): string | null {
    if (name.toLowerCase() !== 'x-request-id') return null;
    const id = (JSON.parse(this.responseText || 'null') as { requestId?: unknown } | null)?.requestId;
    return typeof id === 'string' ? id : null;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  send(form: FormData) {
    FakeXhr.sent.push({ method: this.method, url: this.url, form, headers: this.headers });
    const respond = () => {
      if (this.aborted) return;
      const { status, body } = FakeXhr.answer(form);
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    };
    if (FakeXhr.hold) {
      setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 }), 0);
      FakeXhr.finish = respond;
      return;
    }
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      respond();
    }, 0);
  }
}
