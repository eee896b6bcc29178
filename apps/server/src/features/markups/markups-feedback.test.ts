import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CHECK_STATUS,
  COMMENT_TYPE,
  type MarkupView,
  type MarkupsAnswer,
  type ProjectComment,
} from '@portal/contract';
import { theRow } from '../../db/client';
import {
  designValidations,
  markups,
  notifications,
  projectMessages,
  users,
  validationDecisions,
} from '../../db/schema';
import { t } from '../../platform/i18n';
import { get, lastMail, type TestContext } from '../../../test/helpers';
import type { DecideWorld } from '../../../test/decide-fixtures';
import {
  ASKING_HQ,
  decideWorld,
  IN_CONTENT,
  markupCalls,
  pin,
  planProject,
  type Who,
} from '../../../test/markup-fixtures';

/**
 * HQ's Feedback Provided carries HQ's draft markups (docs/review.md): the message says how many on which
 * version, the originator sees them from then on, the team's notifications and the requester's mail say so in
 * each reader's language. Only HQ, only with its awaited feedback, only its own stage's drafts.
 */

let world: DecideWorld;
let ctx: TestContext;
let tokens: Record<Who, string>;
let calls: ReturnType<typeof markupCalls>;
const en = (key: string, vars?: Record<string, string | number>) => t('en', key, vars);

beforeAll(async () => {
  world = await decideWorld();
  ({ ctx, tokens } = world);
  calls = markupCalls(ctx);
}, 120_000);
afterAll(() => world?.ctx.close());

/** A project awaiting HQ's feedback, two HQ drafts on its plan and one of the validator's. */
async function askingHq() {
  const { project, documentId } = await planProject(world, ASKING_HQ);
  const drawn = async (who: Who, page: number) =>
    (await calls.draw(tokens[who], project, pin(documentId, { Page: page }))).json<MarkupView>().id;
  return {
    project,
    documentId,
    hq: [await drawn('hq', 1), await drawn('hq', 2)],
    validator: await drawn('validator', 1),
  };
}

const thread = async (token: string, projectId: number) =>
  (await get(ctx, `/projects/GetAllCommentByProject/${projectId}`, token)).json<{
    userWithCommentDetailsList: ProjectComment[];
  }>().userWithCommentDetailsList;

const summary = (lang: 'en' | 'fr', count: number) =>
  t(lang, count === 1 ? 'markups.summary.one' : 'markups.summary.other', {
    count,
    document: t(lang, 'design.doc.newProjectFacadePlan'),
    version: 1,
  });

describe("HQ's feedback carries its markups", () => {
  it('the message says how many on which version; the originator sees them and may answer', async () => {
    const { project, documentId, hq, validator } = await askingHq();
    const res = await calls.feedback(tokens.hq, project.id, hq);
    expect(res.statusCode).toBe(200);
    const group = { documentId, slot: 'newProjectFacadePlan', version: 1, count: 2, markupIds: hq };
    expect(res.json<{ comment: ProjectComment }>().comment.markups).toEqual([group]);
    const [message] = await thread(tokens.anna, project.id);
    expect(message).toMatchObject({ commentTypeId: COMMENT_TYPE.feedbackProvided, markups: [group] });

    const seen = (await calls.list(tokens.anna, project)).json<MarkupsAnswer>();
    expect(seen.markups.map((m) => [m.id, m.messageId, m.canAnswer])).toEqual(
      hq.map((id) => [id, message?.commentId, true]),
    );
    expect(seen.markups.map((m) => m.id)).not.toContain(validator);
    expect(seen.openCount).toBe(2);
    // Attached: HQ closes them later, never deletes them; the feedback was given (content pending again).
    const deleted = await calls.remove(tokens.hq, hq[0] ?? 0);
    expect(deleted.statusCode).toBe(405);
    const [validation] = await ctx.database.db
      .select()
      .from(designValidations)
      .where(eq(designValidations.projectId, project.id));
    expect(validation?.contentStatus).toBe(CHECK_STATUS.pending);
  });

  it("the team's notifications and the requester's mail say so, each in its reader's language", async () => {
    const { project, hq } = await askingHq();
    await ctx.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, world.users.gec.id));
    expect((await calls.feedback(tokens.hq, project.id, hq)).statusCode).toBe(200);
    const told = async (who: Who) =>
      (
        await ctx.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.projectId, project.id), eq(notifications.userId, world.users[who].id)))
      ).map((n) => n.message);
    expect(await told('validator')).toEqual([expect.stringContaining(summary('en', 2))]);
    expect(await told('gec')).toEqual([expect.stringContaining(summary('fr', 2))]);
    // Nobody asked by message here: the whole team is mailed, the GEC in French.
    const mail = await lastMail(ctx, world.users.gec.email);
    expect(mail.template).toBe('feedbackProvided');
    expect(mail.text).toContain(t('fr', 'markups.mail.feedback', { summary: summary('fr', 2) }));
    await ctx.database.db.update(users).set({ language: 'en' }).where(eq(users.id, world.users.gec.id));
  });
});

describe('one attachment', () => {
  it('a markup goes with one decision or one message, never both: the table refuses it', async () => {
    const { project, hq } = await askingHq();
    expect((await calls.feedback(tokens.hq, project.id, hq)).statusCode).toBe(200);
    const db = ctx.database.db;
    const decision = theRow(
      await db
        .insert(validationDecisions)
        .values({ projectId: project.id, check: 'content', decision: 'rejected' })
        .returning(),
      'a decision',
    );
    const both = db
      .update(markups)
      .set({ decisionId: decision.id })
      .where(eq(markups.id, hq[0] ?? 0));
    const error: unknown = await both.then(
      () => null,
      (err: unknown) => err,
    );
    expect(String((error as { cause?: unknown } | null)?.cause ?? error)).toMatch(/markups_one_attachment/);
  });
});

describe('who may send markups with a message, and when', () => {
  /** The project's messages and attached markups, to show a refusal changed nothing. */
  const unchanged = async (projectId: number) => {
    const db = ctx.database.db;
    const messages = await db.select().from(projectMessages).where(eq(projectMessages.projectId, projectId));
    const rows = await db.select().from(markups).where(eq(markups.projectId, projectId));
    return { messages: messages.length, attached: rows.filter((m) => m.messageId !== null).length };
  };

  it('a role that never gives feedback: 403 (the validators, the originator), nothing written', async () => {
    const { project, hq, validator } = await askingHq();
    for (const [who, ids] of [
      ['validator', [validator]],
      ['analyst', hq],
      ['anna', hq],
    ] as const) {
      const res = await calls.feedback(tokens[who], project.id, ids, COMMENT_TYPE.comment);
      expect(res.statusCode, who).toBe(403);
    }
    expect(await unchanged(project.id)).toEqual({ messages: 0, attached: 0 });
  });

  it('HQ with another type than Feedback Provided, or when its feedback is not awaited: 405', async () => {
    const { project, hq } = await askingHq();
    const comment = await calls.feedback(tokens.hq, project.id, hq, COMMENT_TYPE.comment);
    expect(comment.statusCode).toBe(405);
    expect(comment.json().message).toBe(en('markups.feedbackOnly'));
    expect(await unchanged(project.id)).toEqual({ messages: 0, attached: 0 });

    // Feedback given: a later comment with HQ's drafts is refused the same way.
    const later = await planProject(world, IN_CONTENT);
    const res = await calls.feedback(tokens.hq, later.project.id, hq, COMMENT_TYPE.comment);
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(en('markups.feedbackOnly'));
  });

  it("only HQ's own drafts of this project, not attached yet: else 400 and no message", async () => {
    const { project, hq, validator } = await askingHq();
    const other = await askingHq();
    for (const ids of [[...hq, validator], [other.hq[0] ?? 0], ['x']]) {
      const res = await calls.feedback(tokens.hq, project.id, ids);
      expect(res.statusCode, String(ids)).toBe(400);
    }
    const refused = await calls.feedback(tokens.hq, project.id, [validator]);
    expect(refused.json().message).toBe(en('markups.notAttachableFeedback'));
    expect(await unchanged(project.id)).toEqual({ messages: 0, attached: 0 });
    // The feedback itself is still awaited: HQ's own drafts go.
    expect((await calls.feedback(tokens.hq, project.id, hq)).statusCode).toBe(200);
  });
});
