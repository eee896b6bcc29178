// Calls of a journey's server for set-up and checks: the dev mailbox, language packs, JSON calls.
import { expect } from '@playwright/test';
import { known } from './helpers';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The first link of a mail whose path contains `pathPart`. */
export function linkIn(mail: Mail, pathPart: string): string {
  const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.map((l) => l.replace(/&amp;/g, '&')).find((l) => l.includes(pathPart));
  expect(link, `a link containing ${pathPart} in mail "${mail.subject}":\n${mail.text}`).toBeTruthy();
  return known(link, `a link containing ${pathPart}`);
}

export const codeOf = (mail: Mail) => (`${mail.subject}\n${mail.text}`.match(/\b(\d{6})\b/) ?? [])[1];

/** Calls of one server: the dev mailbox (demo mode: GET /api/dev/mail), language packs, JSON calls. */
export class Api {
  constructor(readonly origin: string) {}

  async mailsTo(to: string): Promise<Mail[]> {
    const res = await fetch(`${this.origin}/api/dev/mail?to=${encodeURIComponent(to)}&limit=500`);
    expect(res.status, 'GET /api/dev/mail').toBe(200);
    return (await res.json()) as Mail[];
  }

  /** The number of mails already sent to `to`, to wait for a newer one later. */
  async mailMark(to: string): Promise<number> {
    return (await this.mailsTo(to)).length;
  }

  /** The mails to `to` newer than `mark` (see mailMark), newest first. */
  async mailsSince(to: string, mark: number): Promise<Mail[]> {
    const all = await this.mailsTo(to);
    return all.slice(0, Math.max(0, all.length - mark));
  }

  /** Waits for a mail to `to` newer than `mark` (see mailMark) for which `match(mail)` is true; newest first. */
  async waitForMail(
    to: string,
    { mark = 0, match = () => true }: { mark?: number; match?: (mail: Mail) => boolean } = {},
  ): Promise<Mail> {
    let found: Mail | undefined;
    await expect
      .poll(
        async () => {
          const fresh = await this.mailsSince(to, mark);
          found = fresh.find(match);
          return found
            ? 'found'
            : `none; newest subjects: ${fresh
                .slice(0, 5)
                .map((m) => JSON.stringify(m.subject))
                .join(', ')}`;
        },
        { message: `a matching mail to ${to}` },
      )
      .toBe('found');
    return known(found, `a matching mail to ${to}`);
  }

  /** The served language pack (GET /api/resources/getresources/{lang}). */
  async languagePack(lang: string): Promise<Record<string, string>> {
    const res = await fetch(`${this.origin}/api/resources/getresources/${lang}`);
    expect(res.status, `language pack ${lang}`).toBe(200);
    return (await res.json()) as Record<string, string>;
  }

  async get(apiPath: string, token?: string): Promise<{ status: number; body: unknown }> {
    const res = await unlessShed(() =>
      fetch(`${this.origin}/api/${apiPath}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
    );
    return { status: res.status, body: await bodyOf(res) };
  }

  // The answer's shape is the caller's to know (set-up calls only).
  async post(
    apiPath: string,
    body: unknown,
    token?: string,
    headers: Record<string, string> = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ status: number; body: any }> {
    const res = await unlessShed(() =>
      fetch(`${this.origin}/api/${apiPath}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: JSON.stringify(body),
      }),
    );
    return { status: res.status, body: await bodyOf(res) };
  }
}

/**
 * A call the server shed (503 with Retry-After: refused before its handler ran, so nothing was done) is sent
 * again, up to three times, as the web app retries it. A journey's server on a loaded CI machine once shed a
 * set-up call of journey 20 when its event loop lagged.
 */
async function unlessShed(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const res = await send();
    if (res.status !== 503 || !res.headers.has('retry-after') || attempt === 4) return res;
    await res.arrayBuffer();
    const seconds = Number(res.headers.get('retry-after')) || 1;
    await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 2) * 1000));
  }
}

async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
