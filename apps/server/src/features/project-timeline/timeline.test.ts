import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_IDS,
  CHECK_STATUS,
  COMMENT_TYPE,
  ROLES,
  STATUS,
  type TimelineAnswer,
  type TimelineEntry,
} from '@portal/contract';
import { createTestContext, createUser, get, signIn, type TestContext } from '../../../test/helpers';
import { addComment, submittedProject, validate } from '../../../test/design-review';
import { uploadFile } from '../../../test/design-documents';
import { inviteParty } from '../../../test/ci-fixtures';
import { makeProject } from '../../../test/project-fixtures';
import type { ProjectRecord } from '../projects/record';

/**
 * The activity timeline through the real calls (docs/access.md "Activity timeline"): the entries the
 * features' audit rows make, each role's scope, the kinds filter, pagination, the CSV and bad input.
 */

type Who = 'vc' | 'gec' | 'hq' | 'rnd' | 'rndElsewhere' | 'anna' | 'bert' | 'retail';
let ctx: TestContext;
const tokens = {} as Record<Who, string>;
/** Anna's project through a refused completeness check, two versions of a plan, one deleted, a message. */
let review: ProjectRecord;
/** Anna's approved project with a supplier invited, its link opened and its offer filed. */
let ci: ProjectRecord;

async function timeline(who: Who, projectId: number | string, query = '', lang?: string) {
  return get(
    ctx,
    `/projects/${projectId}/timeline${query ? `?${query}` : ''}`,
    tokens[who],
    lang ? { 'accept-language': lang } : {},
  );
}
async function entries(who: Who, projectId: number, query = ''): Promise<TimelineEntry[]> {
  const res = await timeline(who, projectId, query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TimelineAnswer).entries;
}
const keys = (list: TimelineEntry[]) => list.map((e) => e.key);

beforeAll(async () => {
  ctx = await createTestContext();
  const users = {} as Record<Who, { id: number; email: string }>;
  const make = async (who: Who, opts: Parameters<typeof createUser>[1]) => {
    users[who] = await createUser(ctx, opts);
    tokens[who] = await signIn(ctx, users[who].email);
  };
  await make('vc', { role: ROLES.VC, projectRole: 'Validator' });
  await make('gec', { role: ROLES.VC, projectRole: 'GEC Validator/Data Analyst' });
  await make('hq', { role: ROLES.HQ });
  await make('rnd', { role: ROLES.RND, markets: ['FR'], brandIds: [BRAND_IDS.peugeot] });
  await make('rndElsewhere', { role: ROLES.RND, markets: ['DE'], brandIds: [BRAND_IDS.peugeot] });
  await make('anna', { role: ROLES.ORIGINATOR });
  await make('bert', { role: ROLES.ORIGINATOR });
  await make('retail', { role: ROLES.RETAIL });

  const mine = { originatorId: users.anna.id, retailId: users.retail.id, brandIds: [BRAND_IDS.peugeot] };
  review = await submittedProject(ctx, mine, { completenessStatus: CHECK_STATUS.pending });
  const refused = await validate(ctx, tokens.gec, {
    projectId: review.id,
    completenessRejected: true,
    comment: 'The facade plan is missing',
  });
  expect(refused.statusCode, refused.body).toBe(200);
  for (const fileName of ['facade-a.pdf', 'facade-b.pdf']) {
    const up = await uploadFile(ctx, tokens.anna, { projectId: review.id, slot: 'situationPlan', fileName });
    expect(up.statusCode, up.body).toBe(200);
  }
  const deleted = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/projects/deleteprojectdocs/facade-a.pdf/situationPlan/${review.id}`,
    headers: { authorization: `Bearer ${tokens.anna}` },
  });
  expect(deleted.statusCode, deleted.body).toBe(200);
  const said = await addComment(ctx, tokens.anna, { projectId: review.id, text: 'Plans are on file' });
  expect(said.statusCode, said.body).toBe(200);

  ci = await makeProject(ctx, { ...mine, set: { statusId: STATUS.approved } });
  const supplier = await inviteParty(ctx, tokens.vc, {
    ProjectId: ci.id,
    Party: 'supplier',
    BrandId: BRAND_IDS.peugeot,
    Name: 'Sam Supplier',
  });
  expect((await get(ctx, '/projects/externallink', supplier.token)).statusCode).toBe(200);
  const offer = await uploadFile(ctx, supplier.token, {
    projectId: ci.id,
    slot: 'OfferFromSupplier',
    fileName: 'offer.pdf',
  });
  expect(offer.statusCode, offer.body).toBe(200);
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET projects/{projectId}/timeline', () => {
  it('tells the review newest first: who, role, status before → after, versions, the decision and its comment', async () => {
    const list = await entries('vc', review.id);
    expect(keys(list)).toEqual([
      'timeline.e.commented',
      'timeline.e.document.deleted',
      'timeline.e.document.uploaded',
      'timeline.e.document.uploaded',
      'timeline.e.completeness.rejected',
      'timeline.e.statusChanged',
      'timeline.e.created',
    ]);
    const [comment, deleted, second, first, decision, status] = list as [TimelineEntry, ...TimelineEntry[]];
    expect(comment).toMatchObject({ kind: 'message', comment: 'Plans are on file', params: { files: 0 } });
    expect(comment.actor).toEqual({ name: 'Test User', role: ROLES.ORIGINATOR, party: null });
    expect(deleted).toMatchObject({
      kind: 'document',
      params: { file: 'facade-a.pdf', version: 1 },
      refs: { slot: 'design.doc.situationPlan' },
    });
    expect(second?.params).toEqual({ file: 'facade-b.pdf', version: 2 });
    expect(first?.params).toEqual({ file: 'facade-a.pdf', version: 1 });
    expect(decision).toMatchObject({ kind: 'decision', comment: 'The facade plan is missing' });
    expect(decision?.actor.role).toBe(ROLES.VC);
    expect(status).toMatchObject({
      kind: 'status',
      refs: { from: `status.${STATUS.underReview}`, to: `status.${STATUS.refusedNotCompliant}` },
    });
    // Newest first, by time too.
    const times = list.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('names an external party by its invitation, and shows the brand side its link uses and files', async () => {
    const list = await entries('vc', ci.id);
    expect(keys(list)).toEqual([
      'timeline.e.statusChanged',
      'timeline.e.document.uploaded',
      'timeline.e.linkOpened',
      'timeline.e.invitation.invited.brand',
      'timeline.e.created',
    ]);
    const [status, offer, opened, invited] = list;
    expect(status?.refs).toEqual({
      from: `status.${STATUS.approved}`,
      to: `status.${STATUS.offersReceived}`,
    });
    expect(offer).toMatchObject({
      refs: { slot: 'timeline.ciDoc.OfferFromSupplier' },
      params: { file: 'offer.pdf', version: 1 },
      actor: { name: 'Sam Supplier', role: null, party: 'supplier' },
    });
    expect(opened).toMatchObject({ kind: 'link', actor: { party: 'supplier' } });
    expect(invited?.params).toMatchObject({ brand: 'Peugeot' });
    for (const who of ['hq', 'rnd', 'retail'] as const)
      expect(keys(await entries(who, ci.id)), who).toEqual(keys(list));
  });

  it("an originator reads its own project's history without the parties' link uses and the suppliers' files", async () => {
    const list = await entries('anna', ci.id);
    expect(keys(list)).toEqual([
      'timeline.e.statusChanged',
      'timeline.e.invitation.invited.brand',
      'timeline.e.created',
    ]);
    expect(await entries('anna', ci.id, 'Kinds=link')).toEqual([]);
    expect(await entries('anna', ci.id, 'Kinds=document')).toEqual([]);
    // Its own review, in full.
    expect(keys(await entries('anna', review.id))).toEqual(keys(await entries('vc', review.id)));
  });

  it('answers 404 outside the scope, as the detail page does', async () => {
    for (const who of ['bert', 'rndElsewhere'] as const) {
      expect((await timeline(who, ci.id)).statusCode, who).toBe(404);
      expect((await get(ctx, `/projects/GetProjectUserDetails/${ci.id}`, tokens[who])).statusCode).toBe(404);
    }
    expect((await timeline('vc', 999_999)).statusCode).toBe(404);
    expect((await get(ctx, `/projects/${ci.id}/timeline`)).statusCode).toBe(401);
  });

  it('filters by kind on the server', async () => {
    const decisions = await entries('vc', review.id, 'Kinds=decision');
    expect(decisions.map((e) => e.kind)).toEqual(['decision']);
    const two = await entries('vc', review.id, 'Kinds=status,document');
    expect(two.map((e) => e.kind)).toEqual(['document', 'document', 'document', 'status', 'status']);
    expect(await entries('vc', review.id, 'Kinds=feedback')).toEqual([]);
  });

  it('pages by cursor: every entry once, in order', async () => {
    const all = await entries('vc', review.id);
    const seen: number[] = [];
    let before = '';
    for (let page = 0; page < 10; page++) {
      const res = await timeline('vc', review.id, `Limit=3${before}`);
      const body = res.json() as TimelineAnswer;
      expect(body.entries.length).toBeLessThanOrEqual(3);
      seen.push(...body.entries.map((e) => e.id));
      if (body.next === null) break;
      expect(body.next).toBe(body.entries.at(-1)?.id);
      before = `&Before=${body.next}`;
    }
    expect(seen).toEqual(all.map((e) => e.id));
    expect((await timeline('vc', review.id, `Limit=${all.length}`)).json().next).toBeNull();
  });

  it.each([
    ['Kinds=bogus', 'Unknown kind of activity.'],
    ['Kinds=status,,document', 'Unknown kind of activity.'],
    ['Limit=0', 'The page size must be a whole number from 1 to 100.'],
    ['Limit=101', 'The page size must be a whole number from 1 to 100.'],
    ['Limit=abc', 'The page size must be a whole number from 1 to 100.'],
    ['Before=01', 'This id is not valid: use digits only.'],
    ['Before=-5', 'This id is not valid: use digits only.'],
  ])('refuses %s with a 400', async (query, message) => {
    const res = await timeline('vc', review.id, query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
  });

  it('refuses a project id that is not canonical digits with a 400', async () => {
    for (const id of ['0x10', '01', '1e3', '0']) expect((await timeline('vc', id)).statusCode, id).toBe(400);
  });
});

describe('feedback', () => {
  it('shows the feedback asked of HQ and its answer with their texts, apart from plain messages', async () => {
    const project = await submittedProject(
      ctx,
      { originatorId: review.originatorUserId, brandIds: [BRAND_IDS.peugeot] },
      { statusId: STATUS.revisionMeeting, completenessStatus: CHECK_STATUS.approved },
    );
    const asked = await addComment(ctx, tokens.vc, {
      projectId: project.id,
      type: COMMENT_TYPE.feedbackRequest,
      text: 'Is the lounge compliant?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const answered = await addComment(ctx, tokens.hq, {
      projectId: project.id,
      type: COMMENT_TYPE.feedbackProvided,
      text: 'Yes, with the new sofas',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const feedback = await entries('anna', project.id, 'Kinds=feedback');
    expect(feedback.map((e) => [e.key, e.comment, e.actor.role])).toEqual([
      ['timeline.e.feedbackProvided', 'Yes, with the new sofas', ROLES.HQ],
      ['timeline.e.feedbackRequested', 'Is the lounge compliant?', ROLES.VC],
    ]);
    expect(await entries('vc', project.id, 'Kinds=message')).toEqual([]);
  });
});

describe('GET projects/{projectId}/timeline/csv', () => {
  const csv = (who: Who, projectId: number | string, query = '', lang = 'en') =>
    get(ctx, `/projects/${projectId}/timeline/csv${query ? `?${query}` : ''}`, tokens[who], {
      'accept-language': lang,
    });
  const lines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');

  it("streams one row per entry under a header in the caller's language", async () => {
    const res = await csv('vc', review.id, 'TimeZone=Europe/Paris', 'fr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`activity-${review.uniqueCode}.csv`);
    const [header, ...rows] = lines(res.body);
    expect(header).toBe('Quand,Qui,Rôle,Type,Quoi,Commentaire');
    expect(rows).toHaveLength((await entries('vc', review.id)).length);
    expect(rows.find((r) => r.includes('Contrôle de complétude refusé'))).toContain(
      'The facade plan is missing',
    );
    expect(rows.some((r) => r.includes('v2 téléversé : facade-b.pdf'))).toBe(true);
    expect(rows.at(-1)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d,/);
  });

  it('takes the same kinds filter and the same scope', async () => {
    const decisions = lines((await csv('vc', review.id, 'Kinds=decision')).body);
    expect(decisions).toHaveLength(2);
    expect(decisions[0]).toBe('When,Who,Role,Kind,What,Comment');
    expect(decisions[1]).toContain('Completeness check rejected');
    const annaRows = lines((await csv('anna', ci.id)).body).slice(1);
    expect(annaRows).toHaveLength(3);
    expect(annaRows.join('\n')).not.toContain('offer.pdf');
    expect((await csv('bert', ci.id)).statusCode).toBe(404);
    expect((await csv('vc', ci.id, 'Kinds=nope')).statusCode).toBe(400);
    expect((await csv('vc', ci.id, 'TimeZone=Mars/Olympus')).statusCode).toBe(400);
  });
});
