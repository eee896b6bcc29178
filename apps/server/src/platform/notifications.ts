import { and, eq, sql } from 'drizzle-orm';
import { LANGUAGES, ROLES, toLanguage, type Language, type Role } from '@portal/contract';
import type { DbOrTx } from '../db/client';
import { notifications, users } from '../db/schema';
import { t, type Vars } from './i18n';
import { escapeHtml } from './mail';

/**
 * Notifications (docs/lifecycle.md): one row per recipient, written in the transaction of the event that causes
 * it. The message is the pack template `notification.<template>`, with every value HTML-escaped (the browser
 * sanitises it again before showing it), written in every language: the list shows it in the reader's.
 */

export interface Recipient {
  id: number;
  language: string;
}

/** What the list shows about the event besides the message (spec 002 §3 "Notification"). */
export interface NotificationEvent {
  /** null: not about a project (a prepared extract). */
  projectId: number | null;
  /** The prepared extract it announces (decision 031); the list links its page. */
  extractId?: number;
  siteName: string;
  projectUniqueId: string;
  /** Who caused it: their role (stored name) and name. */
  role: Role | string;
  userName: string;
  /** Pack key suffix: `notification.<template>`. */
  template: string;
  /** The template's values; a function when some are texts of the language packs themselves. */
  vars?: Vars | ((lang: Language) => Vars);
}

export function notificationMessage(lang: string, template: string, vars: Vars = {}): string {
  const escaped = Object.fromEntries(
    Object.entries(vars).map(([k, v]) => [k, typeof v === 'string' ? escapeHtml(v) : v]),
  );
  return t(toLanguage(lang), `notification.${template}`, escaped);
}

export async function notify(tx: DbOrTx, recipients: Recipient[], event: NotificationEvent): Promise<void> {
  const unique = [...new Map(recipients.map((r) => [r.id, r])).values()];
  if (!unique.length) return;
  const { vars } = event;
  const render = (lang: Language) =>
    notificationMessage(lang, event.template, typeof vars === 'function' ? vars(lang) : vars);
  const messages = Object.fromEntries(LANGUAGES.map((lang) => [lang, render(lang)]));
  await tx.insert(notifications).values(
    unique.map((r) => ({
      userId: r.id,
      role: event.role,
      userName: event.userName,
      siteName: event.siteName,
      projectId: event.projectId,
      projectUniqueId: event.projectUniqueId,
      message: render(toLanguage(r.language)),
      messages,
      extractId: event.extractId ?? null,
    })),
  );
  await signalNotificationsChanged(
    tx,
    unique.map((r) => r.id),
  );
}

/** The PostgreSQL channel of "these users' notifications changed" (payload: their ids, comma-separated). */
export const NOTIFICATIONS_CHANNEL = 'portal_notifications';
/** Ids per NOTIFY: a payload must stay under 8000 bytes. */
const IDS_PER_SIGNAL = 500;

/**
 * Tells every instance that these users' notifications changed (docs/lifecycle.md: live bell and list). Call it in
 * the transaction of the change: PostgreSQL (and PGlite) deliver a NOTIFY when the transaction commits and
 * drop it when it rolls back, so a stream never announces a change that did not happen.
 */
export async function signalNotificationsChanged(tx: DbOrTx, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  for (let i = 0; i < ids.length; i += IDS_PER_SIGNAL) {
    const payload = ids.slice(i, i + IDS_PER_SIGNAL).join(',');
    await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${payload})`);
  }
}

/** The user ids of a NOTIFY payload of `NOTIFICATIONS_CHANNEL`. */
export function changedUserIds(payload: string): number[] {
  return payload
    .split(',')
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** Every accepted user of a role, with what a notification or a mail to them needs. */
export async function acceptedUsers(tx: DbOrTx, role: Role) {
  return tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      surName: users.surName,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.role, role), eq(users.status, 'accepted')));
}

/** Every accepted Validation Center Team user (the bell's audience, spec 002 §2). */
export const validationTeam = (tx: DbOrTx): Promise<Recipient[]> => acceptedUsers(tx, ROLES.VC);
