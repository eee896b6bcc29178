import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@portal/contract';
import type { Db, DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';
import { t, type Vars } from './i18n';
import type { JobMetrics } from './metrics';
import { jobLogger } from './request-id';

export interface MailRequest {
  to: string;
  lang: Language;
  /** Template name: the packs hold mail.<template>.subject and mail.<template>.body. */
  template: string;
  vars?: Vars;
}

/** Text made safe inside HTML (mail bodies, notification messages). */
export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Renders a template in the recipient's language: plain text, and HTML with the links made clickable. */
export function renderMail({ lang, template, vars = {} }: Omit<MailRequest, 'to'>) {
  const subject = t(lang, `mail.${template}.subject`, vars);
  const body = t(lang, `mail.${template}.body`, vars);
  const text = `${t(lang, 'mail.greeting', vars)}\n\n${body}\n\n${t(lang, 'mail.signature')}`;
  const html = text
    .split(/\n{2,}/)
    .map(
      (para) =>
        `<p>${escapeHtml(para)
          .replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`)
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
  return { subject, text, html };
}

/** Writes a mail into the outbox; call inside the transaction of the change that causes it. */
export async function enqueueMail(tx: DbOrTx, mail: MailRequest): Promise<void> {
  const { subject, text, html } = renderMail(mail);
  await tx.insert(mailOutbox).values({ toAddress: mail.to, subject, text, html, template: mail.template });
}

const MAX_ATTEMPTS = 8;
const BATCH = 10;
/** How long a claim holds: longer than one send can take with the transport's timeouts below. */
const CLAIM = sql`now() + interval '5 minutes'`;
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * The Message-ID of an outbox row: the same on every delivery of that row, so a mail sent again after a crash
 * is recognisable as the same message by the receiving side.
 */
export function messageIdOf(mail: { id: number; createdAt: Date }, from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'portal.invalid';
  return `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`;
}

/**
 * Delivers outbox rows over SMTP. A row is claimed before its send (status `sending`, `claimed_at`, a lease in
 * `locked_until`) with FOR UPDATE SKIP LOCKED, so every instance can run a worker and no two send one row. A
 * worker that dies mid-send leaves the row `sending`: once the lease runs out it is sent again, with the same
 * Message-ID. Each claim counts as an attempt; a failure is retried with exponential backoff.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly transport: Transporter;

  constructor(
    private readonly db: Db,
    smtpUrl: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
    /** Each round is counted as a run of the job `mail` (platform/metrics.ts). */
    private readonly metrics?: JobMetrics,
  ) {
    this.transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  }

  start(): void {
    const tick = () => {
      const log = jobLogger(this.log, 'mail');
      const started = process.hrtime.bigint();
      const ended = (outcome: 'ok' | 'failed') =>
        this.metrics?.jobRun('mail', outcome, Number(process.hrtime.bigint() - started) / 1e9);
      this.running = this.runOnce(log)
        .then(() => ended('ok'))
        .catch((err) => {
          ended('failed');
          log.error({ err }, 'mail delivery round failed');
        })
        .finally(() => {
          if (this.timer !== undefined) this.timer = setTimeout(tick, this.pollMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport.close();
  }

  /** Claims due rows: pending ones, and sending ones whose worker's lease ran out (it died mid-send). */
  private claim() {
    const leaseOver = or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`));
    return this.db.transaction(async (tx) => {
      // Cut off mid-send as often as it may be tried: given up, not sent again.
      await tx
        .update(mailOutbox)
        .set({ status: 'failed', lockedUntil: null, lastError: 'interrupted while sending' })
        .where(and(eq(mailOutbox.status, 'sending'), leaseOver, gte(mailOutbox.attempts, MAX_ATTEMPTS)));
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            or(
              and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
              eq(mailOutbox.status, 'sending'),
            ),
            leaseOver,
          ),
        )
        .orderBy(mailOutbox.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({
          status: 'sending',
          claimedAt: sql`now()`,
          lockedUntil: CLAIM,
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(
          inArray(
            mailOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  /** One delivery round; returns how many mails were sent. Its log lines carry the round's own run id. */
  async runOnce(log: FastifyBaseLogger = jobLogger(this.log, 'mail')): Promise<number> {
    const claimed = await this.claim();
    let sent = 0;
    for (const mail of claimed) {
      try {
        await this.transport.sendMail({
          from: this.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: messageIdOf(mail, this.from),
        });
        await this.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null })
          .where(eq(mailOutbox.id, mail.id));
        sent++;
      } catch (err) {
        const attempts = mail.attempts;
        const backoffSeconds = Math.min(3600, 2 ** attempts * 15);
        log.warn({ err, mailId: mail.id, attempts }, 'mail delivery failed');
        await this.db
          .update(mailOutbox)
          .set({
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            lastError: String((err as Error).message ?? err).slice(0, 500),
            lockedUntil: null,
            nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
          })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return sent;
  }
}
