import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import {
  BRAND_IDS,
  requiredSlots,
  STATUS,
  type DesignValidationInfo,
  type MarkupView,
  type MarkupsAnswer,
  type TimelineAnswer,
} from '@portal/contract';
import { notifications, users } from '../../db/schema';
import { t } from '../../platform/i18n';
import { get, lastMail, mailsTo, type TestContext } from '../../../test/helpers';
import type { DecideWorld } from '../../../test/decide-fixtures';
import { addDocuments, dossierBody, submitDesign } from '../../../test/design-validation';
import { makeProject } from '../../../test/project-fixtures';
import {
  decideWorld,
  IN_CONTENT,
  markupCalls,
  pin,
  planPdf,
  planProject,
  uploadPlan,
  type Who,
} from '../../../test/markup-fixtures';

/**
 * A markup's life (docs/review.md): attached to a rejection, it reaches the originator (comment, mail,
 * notifications say how many, on which version); the originator answers it, uploads v2 (v1's markups stay
 * listed), resubmits (the reviewers read how many are open); its author closes or reopens it; the download
 * carries it drawn in the PDF; the timeline tells each step.
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

/** A project in content validation with two markups by the validator on page 1 and 2 of its plan. */
async function reviewed() {
  const { project, documentId } = await planProject(world, IN_CONTENT);
  const a = (await calls.draw(tokens.validator, project, pin(documentId))).json<MarkupView>();
  const b = (
    await calls.draw(tokens.validator, project, {
      ...pin(documentId),
      Page: 2,
      Shape: { kind: 'cloud', x: 0.1, y: 0.2, w: 0.3, h: 0.2 },
      Note: 'Lounge: seats missing',
    })
  ).json<MarkupView>();
  return { project, documentId, ids: [a.id, b.id] };
}

const rejectWith = (projectId: number, ids: number[], comment = 'See the markups', lang?: string) =>
  calls.decide(tokens.validator, projectId, { contentRejected: true, comment, lang }, ids);

describe('attached to a decision', () => {
  it('the comment says how many markups on which version; the originator now sees them', async () => {
    const { project, documentId, ids } = await reviewed();
    const res = await rejectWith(project.id, ids);
    expect(res.statusCode).toBe(200);
    const info = res.json<DesignValidationInfo>();
    expect(info.statusId).toBe(STATUS.refused);
    expect(info.validationComments[0]?.markups).toEqual([
      { documentId, slot: 'newProjectFacadePlan', version: 1, count: 2, markupIds: ids },
    ]);
    const seen = (await calls.list(tokens.anna, project)).json<MarkupsAnswer>();
    expect(seen.markups.map((m) => [m.id, m.canAnswer, m.canEdit, m.canClose])).toEqual(
      ids.map((id) => [id, true, false, false]),
    );
    expect(seen.openCount).toBe(2);
  });

  it("the originator's mail and the team's notifications say it, each in its reader's language", async () => {
    const { project, ids } = await reviewed();
    await ctx.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, world.users.anna.id));
    await rejectWith(project.id, ids);
    const mail = await lastMail(ctx, world.users.anna.email);
    expect(mail.text).toContain(
      t('fr', 'markups.summary.other', {
        count: 2,
        document: t('fr', 'design.doc.newProjectFacadePlan'),
        version: 1,
      }),
    );
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.projectId, project.id));
    const gec = rows.find((r) => r.userId === world.users.gec.id);
    expect(gec?.message).toContain(
      en('markups.summary.other', { count: 2, document: en('design.doc.newProjectFacadePlan'), version: 1 }),
    );
  });

  it('only drafts of this project attach: an attached, closed or foreign one is a 400 and nothing is decided', async () => {
    const one = await reviewed();
    const other = await reviewed();
    const res = await rejectWith(one.project.id, [...one.ids, other.ids[0] ?? 0]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en('markups.notAttachable'));
    const info = (
      await get(ctx, `/projects/GetAllDesignValidationInfoForUser/0/${one.project.id}`, tokens.validator)
    ).json<DesignValidationInfo>();
    expect(info.validationComments).toEqual([]);
    expect(info.statusId).toBe(STATUS.revisionMeeting);
    expect((await rejectWith(one.project.id, ['x' as never])).statusCode).toBe(400);
  });

  it('once attached, a markup is not deleted (405)', async () => {
    const { project, ids } = await reviewed();
    await rejectWith(project.id, ids);
    const res = await calls.remove(tokens.validator, ids[0] ?? 0);
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(en('markups.attached'));
  });
});

describe('answered, carried to v2, resubmitted, closed', () => {
  it('the whole round', async () => {
    const { project, documentId, ids } = await reviewed();
    const [first = 0, second = 0] = ids;
    await rejectWith(project.id, ids);

    // The originator answers; the others may not (403), nor may it close or change the note.
    expect((await calls.answer(tokens.validator, first, 'done')).statusCode).toBe(403);
    expect((await calls.answer(tokens.hq, first, 'done')).statusCode).toBe(403);
    expect((await calls.closed(tokens.anna, first, true)).statusCode).toBe(403);
    expect((await calls.note(tokens.anna, first, 'x')).statusCode).toBe(403);
    const answered = await calls.answer(tokens.anna, first, 'Brand wall added on v2');
    expect(answered.statusCode).toBe(200);
    expect(answered.json<MarkupView>()).toMatchObject({
      status: 'addressed',
      answer: { note: 'Brand wall added on v2' },
    });

    // v2 of the plan: v1's markups stay listed with their version, beside the new one.
    const v2 = await uploadPlan(ctx, tokens.anna, project.id, 'facade-v2.pdf');
    expect(v2).not.toBe(documentId);
    const listed = (await calls.list(tokens.anna, project)).json<MarkupsAnswer>();
    expect(listed.markups.map((m) => [m.documentId, m.version, m.status])).toEqual([
      [documentId, 1, 'addressed'],
      [documentId, 1, 'open'],
    ]);

    // Only the author closes and reopens; HQ (a reviewer, not the author) may not.
    expect((await calls.closed(tokens.analyst, first, true)).statusCode).toBe(403);
    expect((await calls.closed(tokens.validator, first, true)).json<MarkupView>().status).toBe('closed');
    const again = await calls.closed(tokens.validator, first, true);
    expect(again.statusCode).toBe(405);
    expect((await calls.answer(tokens.anna, first, 'more')).statusCode).toBe(405);
    expect((await calls.closed(tokens.validator, first, false)).json<MarkupView>().status).toBe('addressed');
    await calls.closed(tokens.validator, first, true);
    expect((await calls.list(tokens.validator, project)).json<MarkupsAnswer>().openCount).toBe(1);
    expect(second).toBeGreaterThan(0);
  });

  it('the timeline tells each step in the reader language', async () => {
    const { project, ids } = await reviewed();
    await rejectWith(project.id, ids);
    await calls.answer(tokens.anna, ids[0] ?? 0, 'Fixed');
    await calls.closed(tokens.validator, ids[0] ?? 0, true);
    const res = await get(ctx, `/projects/${project.id}/timeline?Kinds=markup`, tokens.anna);
    expect(res.statusCode).toBe(200);
    const keys = res.json<TimelineAnswer>().entries.map((e) => [e.key, e.params.page, e.refs.slot]);
    expect(keys).toEqual([
      ['timeline.e.markup.close', 1, 'design.doc.newProjectFacadePlan'],
      ['timeline.e.markup.answer', 1, 'design.doc.newProjectFacadePlan'],
      ['timeline.e.markup.create', 2, 'design.doc.newProjectFacadePlan'],
      ['timeline.e.markup.create', 1, 'design.doc.newProjectFacadePlan'],
    ]);
  });
});

describe('the next submission', () => {
  it('tells the reviewers how many markups are still open: notifications, and a mail to its reviewers', async () => {
    const brands = [{ brandId: BRAND_IDS.peugeot }];
    const p = await makeProject(ctx, { originatorId: world.users.anna.id, brandIds: [BRAND_IDS.peugeot] });
    const slots = requiredSlots(
      brands.map((b) => ({
        brandId: b.brandId,
        brandEnabled: true,
        typology: 'newBuild',
        ciWorkstream: ['exteriorSignage'],
      })),
    ).filter((s) => s !== 'newProjectFacadePlan');
    await addDocuments(ctx, p.id, slots);
    const documentId = await uploadPlan(ctx, tokens.anna, p.id);
    expect((await submitDesign(ctx, tokens.anna, dossierBody(p.id, brands))).statusCode).toBe(200);
    const drawn = (await calls.draw(tokens.gec, p, pin(documentId))).json<MarkupView>();
    const decided = await calls.decide(tokens.gec, p.id, { completenessRejected: true, comment: 'Plan' }, [
      drawn.id,
    ]);
    expect(decided.statusCode).toBe(200);
    await ctx.database.db.delete(notifications).where(eq(notifications.projectId, p.id));
    const db = ctx.database.db;
    await db.update(users).set({ language: 'de' }).where(eq(users.id, world.users.gec.id));
    expect((await submitDesign(ctx, tokens.anna, dossierBody(p.id, brands))).statusCode).toBe(200);
    await db.update(users).set({ language: 'en' }).where(eq(users.id, world.users.gec.id));
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.projectId, p.id), eq(notifications.userId, world.users.validator.id)));
    expect(told.map((n) => n.message)).toEqual([
      expect.stringContaining(en('markups.stillOpen.one', { count: 1 }).trim()),
    ]);
    // The reviewer who refused it (and drew the markup) is mailed, in its language, with the count.
    const resubmitted = async (who: Who) =>
      (await mailsTo(ctx, world.users[who].email)).filter((m) => m.template === 'designResubmitted');
    const [mail] = await resubmitted('gec');
    expect(mail?.subject).toBe(
      t('de', 'mail.designResubmitted.subject', { siteName: p.siteName, projectCode: p.uniqueCode }),
    );
    expect(mail?.text).toContain(t('de', 'markups.stillOpen.one', { count: 1 }).trim());
    // Not those who had no part in this review.
    expect(await resubmitted('validator')).toEqual([]);
  });
});

describe('download with markups', () => {
  it('a valid PDF, larger than the original, with a last page listing the notes', async () => {
    const { project, documentId, ids } = await reviewed();
    await rejectWith(project.id, ids);
    const res = await calls.download(tokens.anna, documentId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('facade (markups).pdf');
    const original = await planPdf();
    expect(res.rawPayload.length).toBeGreaterThan(original.length);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(3);
  });

  it("the originator's copy leaves out drafts; a link or a stranger gets nothing", async () => {
    const { project, documentId } = await reviewed();
    const original = (await PDFDocument.load(await planPdf())).getPageCount();
    const res = await calls.download(tokens.anna, documentId);
    expect(res.statusCode).toBe(200);
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(original + 1);
    expect((await calls.download('not-a-token', documentId)).statusCode).toBe(401);
    expect((await calls.download(tokens.rnd, 999_999)).statusCode).toBe(404);
    expect(project.id).toBeGreaterThan(0);
  });
});
