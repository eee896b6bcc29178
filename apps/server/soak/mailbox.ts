import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** The instances' SMTP peer: keeps the one-time codes it is sent, per recipient, for the simulated users. */
export class Mailbox {
  private readonly codes = new Map<string, { code: string; at: number }[]>();
  private readonly waiters = new Map<string, (() => void)[]>();
  received = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        this.received++;
        const raw = Buffer.concat(chunks).toString('utf8');
        // The subject carries the code (mail.oneTimeCode.subject); digits survive any header encoding.
        const subject = /^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
        const code = /\b(\d{6})\b/.exec(subject)?.[1];
        if (code)
          for (const r of session.envelope.rcptTo) {
            const to = r.address.toLowerCase();
            const list = this.codes.get(to) ?? [];
            list.push({ code, at: Date.now() });
            this.codes.set(to, list);
            for (const wake of this.waiters.get(to) ?? []) wake();
            this.waiters.delete(to);
          }
        callback();
      });
    },
  });
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  /** The first code mailed to `to` after `since` (ms), waiting up to `timeoutMs`. */
  async codeFor(to: string, since: number, timeoutMs = 30_000): Promise<string> {
    const address = to.toLowerCase();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (this.codes.get(address) ?? []).find((c) => c.at >= since);
      if (found) return found.code;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no one-time code mailed to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 1000));
        const list = this.waiters.get(address) ?? [];
        list.push(() => {
          clearTimeout(timer);
          resolve();
        });
        this.waiters.set(address, list);
      });
    }
  }

  stop(): Promise<void> {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
