import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives and refuses chosen recipients. */
export class TestSmtp {
  readonly received: Received[] = [];
  /** Recipients answered with 550 at RCPT TO. */
  readonly refuse = new Set<string>();
  /** Called when a mail's data arrives, before it is accepted (what the outbox row looks like mid-send). */
  onData: ((to: string[]) => Promise<void>) | undefined;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo: (address, _session, callback) => {
      if (this.refuse.has(address.address)) {
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        this.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        void (this.onData?.(to) ?? Promise.resolve()).then(() => callback());
      });
    },
  });
  port = 0;

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  to(address: string) {
    return this.received.filter((m) => m.to.includes(address));
  }
}
