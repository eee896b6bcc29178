import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_STATUS, STATUS, type MarkupView, type MarkupsAnswer } from '@portal/contract';
import { t } from '../../platform/i18n';
import type { TestContext } from '../../../test/helpers';
import {
  ASKING_HQ,
  decideWorld,
  IN_CONTENT,
  insertVersion,
  markupCalls,
  pin,
  planProject,
  type Who,
} from '../../../test/markup-fixtures';
import type { DecideWorld } from '../../../test/decide-fixtures';

/**
 * Who may draw a markup, when, and on what (docs/review.md): the completeness checker in the completeness
 * check, the content validators in content validation (and while HQ is asked), HQ while its feedback is
 * awaited; 403 for other roles, 405 outside the stage or on a file that is not a PDF, PNG or JPEG, 404 outside
 * the caller's projects, 400 for bad geometry. The flow (attach, answer, close, v2, download): markups-flow.test.ts;
 * HQ's feedback: markups-feedback.test.ts; images: markups-images.test.ts.
 */

let world: DecideWorld;
let ctx: TestContext;
let tokens: Record<Who, string>;
let calls: ReturnType<typeof markupCalls>;
const en = (key: string) => t('en', key);

beforeAll(async () => {
  world = await decideWorld();
  ({ ctx, tokens } = world);
  calls = markupCalls(ctx);
}, 120_000);
afterAll(() => world?.ctx.close());

const drawAs = async (who: Who, state = {}) => {
  const { project, documentId } = await planProject(world, state);
  return { res: await calls.draw(tokens[who], project, pin(documentId)), project, documentId };
};

describe('who may draw, and in which stage', () => {
  it('completeness check (status 1): the GEC Validator/Data Analyst only', async () => {
    expect((await drawAs('gec')).res.statusCode).toBe(200);
    for (const who of ['validator', 'analyst', 'hq'] as const) {
      const { res } = await drawAs(who);
      expect(res.statusCode, who).toBe(405);
      expect(res.json().message, who).toBe(en('markups.notYourStage'));
    }
  });

  it('content validation (status 2): the Validator and the Data Analyst, not the GEC', async () => {
    for (const who of ['validator', 'analyst'] as const)
      expect((await drawAs(who, IN_CONTENT)).res.statusCode, who).toBe(200);
    expect((await drawAs('gec', IN_CONTENT)).res.statusCode).toBe(405);
    expect((await drawAs('hq', IN_CONTENT)).res.statusCode).toBe(405);
  });

  it('feedback asked of HQ: HQ and the content validators', async () => {
    for (const who of ['hq', 'validator'] as const)
      expect((await drawAs(who, ASKING_HQ)).res.statusCode, who).toBe(200);
    expect((await drawAs('gec', ASKING_HQ)).res.statusCode).toBe(405);
  });

  it('the roles that never review: 403 (a VC user without project role too)', async () => {
    for (const who of ['vcNoRole', 'rnd', 'anna', 'retail'] as const)
      expect((await drawAs(who)).res.statusCode, who).toBe(403);
  });

  it('nobody draws once the dossier is back with its originator or approved', async () => {
    for (const statusId of [STATUS.refusedNotCompliant, STATUS.refused, STATUS.approved]) {
      const state = {
        statusId,
        completenessStatus: CHECK_STATUS.approved,
        contentStatus: CHECK_STATUS.rejected,
      };
      for (const who of ['gec', 'validator'] as const)
        expect((await drawAs(who, state)).res.statusCode, `${statusId} ${who}`).toBe(405);
    }
  });

  it('the answer says who drew it, when, on which version and page; the list says canDraw', async () => {
    const { res, project, documentId } = await drawAs('gec');
    const markup = res.json<MarkupView>();
    expect(markup).toMatchObject({
      documentId,
      slot: 'newProjectFacadePlan',
      version: 1,
      fileName: 'facade.pdf',
      page: 1,
      shape: { kind: 'pin', x: 0.5, y: 0.25 },
      note: 'The lounge lacks the brand wall',
      author: { role: 'Validation Center Team' },
      status: 'open',
      decisionId: null,
      canEdit: true,
      canDelete: true,
      canClose: false,
      canAnswer: false,
    });
    const list = (await calls.list(tokens.gec, project)).json<MarkupsAnswer>();
    expect(list).toMatchObject({ canDraw: true, openCount: 0 });
    expect(list.markups.map((m) => m.id)).toEqual([markup.id]);
    expect((await calls.list(tokens.validator, project)).json<MarkupsAnswer>().canDraw).toBe(false);
  });
});

describe('what a markup is drawn on', () => {
  it("another project's version, an unknown one, a project out of reach: 404", async () => {
    const a = await planProject(world);
    const b = await planProject(world);
    expect((await calls.draw(tokens.gec, a.project, pin(b.documentId))).statusCode).toBe(404);
    expect((await calls.draw(tokens.gec, a.project, pin(999_999))).statusCode).toBe(404);
    expect((await calls.draw(tokens.gec, 999_999, pin(a.documentId))).statusCode).toBe(404);
  });

  it('a file that is not a PDF or an image (a Word file, written directly: design slots take neither): 405', async () => {
    const { project } = await planProject(world);
    const id = await insertVersion(ctx, project.id, 'photosreport', {
      storageKey: 'test-notes',
      fileName: 'notes.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      sizeBytes: 8,
      sha256: '0'.repeat(64),
    });
    const res = await calls.draw(tokens.gec, project, pin(id));
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(en('markups.notDrawable'));
  });
});

describe('bad input is a 400 that names the field, and draws nothing', () => {
  it.each([
    ['a point off the page', { Shape: { kind: 'pin', x: 1.2, y: 0.5 } }],
    ['a negative coordinate', { Shape: { kind: 'pin', x: -0.1, y: 0.5 } }],
    ['not a number', { Shape: { kind: 'pin', x: 'left', y: 0.5 } }],
    ['an area beyond the edge', { Shape: { kind: 'rect', x: 0.8, y: 0.1, w: 0.3, h: 0.2 } }],
    ['an empty area', { Shape: { kind: 'cloud', x: 0.1, y: 0.1, w: 0, h: 0.2 } }],
    ['an arrow of no length', { Shape: { kind: 'arrow', x1: 0.2, y1: 0.2, x2: 0.2, y2: 0.2 } }],
    ['an unknown kind', { Shape: { kind: 'circle', x: 0.2, y: 0.2 } }],
    ['page 0', { Page: 0 }],
    ['a fractional page', { Page: 1.5 }],
    ['a note too long', { Note: 'x'.repeat(1001) }],
    ['a note with a NUL', { Note: 'a\u0000b' }],
    ['a malformed version id', { DocumentId: '01' }],
  ])('%s', async (_, over) => {
    const { project, documentId } = await planProject(world);
    const res = await calls.draw(tokens.gec, project, { ...pin(documentId), ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
    expect((await calls.list(tokens.gec, project)).json<MarkupsAnswer>().markups).toEqual([]);
  });

  it('a geometry message in the caller language', async () => {
    const { project, documentId } = await planProject(world);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/markups`,
      headers: { authorization: `Bearer ${tokens.gec}`, 'accept-language': 'de' },
      payload: { ...pin(documentId), Shape: { kind: 'pin', x: 2, y: 0 } },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(t('de', 'validation.markup.geometry'));
  });
});

describe("a markup's own changes: only its author, while they make sense", () => {
  it('the author edits the note and deletes a draft; anyone else gets 403', async () => {
    const { res } = await drawAs('gec');
    const { id } = res.json<MarkupView>();
    expect((await calls.note(tokens.gec2, id, 'mine now')).statusCode).toBe(403);
    expect((await calls.remove(tokens.gec2, id)).statusCode).toBe(403);
    const edited = await calls.note(tokens.gec, id, '  Brand wall missing on the left  ');
    expect(edited.statusCode).toBe(200);
    expect(edited.json<MarkupView>().note).toBe('Brand wall missing on the left');
    expect((await calls.remove(tokens.gec, id)).statusCode).toBe(200);
    expect((await calls.note(tokens.gec, id, 'gone')).statusCode).toBe(404);
  });

  it("a draft is the reviewers': the originator, RND and Retail Location do not see it (404)", async () => {
    const { res, project } = await drawAs('gec');
    const { id } = res.json<MarkupView>();
    for (const who of ['anna', 'rnd', 'retail'] as const) {
      expect((await calls.list(tokens[who], project)).json<MarkupsAnswer>().markups, who).toEqual([]);
      expect((await calls.answer(tokens[who], id, 'done')).statusCode, who).toBe(404);
    }
    expect((await calls.list(tokens.hq, project)).json<MarkupsAnswer>().markups).toHaveLength(1);
  });

  it('a draft cannot be closed (405): it is deleted instead', async () => {
    const { res } = await drawAs('gec');
    const closed = await calls.closed(tokens.gec, res.json<MarkupView>().id, true);
    expect(closed.statusCode).toBe(405);
    expect(closed.json().message).toBe(en('markups.notAttached'));
  });

  it('bad ids and bodies: 400', async () => {
    expect((await calls.note(tokens.gec, 0, 'x')).statusCode).toBe(400);
    expect((await calls.closed(tokens.gec, 1, 'yes' as never)).statusCode).toBe(400);
    expect((await calls.answer(tokens.anna, 1, '   ')).statusCode).toBe(400);
  });
});
