import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@portal/contract';
import { t } from '../../platform/i18n';
import type { TestContext } from '../../../test/helpers';
import { validate } from '../../../test/design-review';
import { decideFixtures, decideWorld, en, type DecideWorld, type Who } from '../../../test/decide-fixtures';

/**
 * POST projects/ValidateProjectData (spec 001 §4, §5; docs/lifecycle.md): who may decide, one decision per
 * call, and the comment rules and messages. Effects: decide-effects.test.ts; refusals by state:
 * decide-forbidden.test.ts.
 */

let world: DecideWorld;
let ctx: TestContext;
let tokens: Record<Who, string>;

const { project, inRevision, stateOf, decisionsOf } = decideFixtures(() => world);

beforeAll(async () => {
  world = await decideWorld();
  ({ ctx, tokens } = world);
}, 120_000);
afterAll(() => world?.ctx.close());

describe('who may decide (403 for a role or project role that may never do it)', () => {
  it('completeness: only the GEC Validator/Data Analyst', async () => {
    for (const who of ['validator', 'analyst', 'vcNoRole'] as const) {
      const p = await project();
      for (const flags of [{ completenessAccepted: true }, { completenessRejected: true, comment: 'no' }]) {
        const res = await validate(ctx, tokens[who], { projectId: p.id, ...flags });
        expect(res.statusCode, who).toBe(403);
      }
      expect((await stateOf(p)).project.statusId).toBe(STATUS.underReview);
    }
    const p = await project();
    expect(
      (await validate(ctx, tokens.gec, { projectId: p.id, completenessAccepted: true })).statusCode,
    ).toBe(200);
  });

  it('content: the Validator and the Data Analyst, not the GEC Validator/Data Analyst', async () => {
    for (const who of ['gec', 'vcNoRole'] as const) {
      const p = await inRevision();
      const res = await validate(ctx, tokens[who], { projectId: p.id, contentAccepted: true });
      expect(res.statusCode, who).toBe(403);
    }
    for (const who of ['validator', 'analyst'] as const) {
      const p = await inRevision();
      const res = await validate(ctx, tokens[who], { projectId: p.id, contentAccepted: true });
      expect(res.statusCode, who).toBe(200);
    }
  });

  it('HQ, RND, the originator and Retail Location may never decide', async () => {
    const p = await project();
    for (const who of ['hq', 'rnd', 'anna', 'retail'] as const)
      for (const flags of [{ completenessAccepted: true }, { contentRejected: true, comment: 'x' }]) {
        const res = await validate(ctx, tokens[who], { projectId: p.id, ...flags });
        expect(res.statusCode, who).toBe(403);
      }
    expect(await decisionsOf(p)).toEqual([]);
  });

  it('an unknown project is a 404, a malformed id a 400', async () => {
    expect(
      (await validate(ctx, tokens.gec, { projectId: 999999, completenessAccepted: true })).statusCode,
    ).toBe(404);
    expect(
      (await validate(ctx, tokens.gec, { projectId: 'abc', completenessAccepted: true })).statusCode,
    ).toBe(400);
  });
});

describe('one decision per call', () => {
  it('no flag or two flags: 400, nothing changes', async () => {
    const p = await project();
    for (const flags of [
      {},
      { completenessAccepted: true, completenessRejected: true, comment: 'x' },
      { completenessAccepted: true, contentAccepted: true },
    ]) {
      const res = await validate(ctx, tokens.gec, { projectId: p.id, ...flags });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(en('review.oneDecision'));
    }
    expect((await stateOf(p)).project.statusId).toBe(STATUS.underReview);
  });

  it('flags read as the page sends them ("True", "false", absent)', async () => {
    const p = await project();
    const res = await validate(ctx, tokens.gec, {
      projectId: p.id,
      parts: [
        { name: 'ProjectId', value: String(p.id) },
        { name: 'IsCompletenessChkAccepted', value: 'True' },
        { name: 'IsContentValidationAccepted', value: 'false' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((await stateOf(p)).project.statusId).toBe(STATUS.revisionMeeting);
  });

  it('a file sent with the decision is refused (413) and nothing changes', async () => {
    const p = await project();
    const res = await validate(ctx, tokens.gec, {
      projectId: p.id,
      parts: [
        { name: 'ProjectId', value: String(p.id) },
        { name: 'IsCompletenessChkAccepted', value: 'true' },
        { name: 'file', fileName: 'a.pdf', body: Buffer.from('x') },
      ],
    });
    expect(res.statusCode).toBe(413);
    expect((await stateOf(p)).project.statusId).toBe(STATUS.underReview);
  });
});

describe('the validation comment (spec 001 §5)', () => {
  it('is required to reject, with the spec message', async () => {
    for (const flags of [{ completenessRejected: true }, { contentRejected: true }]) {
      const p = flags.completenessRejected ? await project() : await inRevision();
      for (const comment of ['', '   ']) {
        const res = await validate(ctx, tokens[flags.completenessRejected ? 'gec' : 'validator'], {
          projectId: p.id,
          ...flags,
          comment,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Please enter the comment first and then click on submit');
        expect(res.json().fields.ListOfComments).toBe(
          'Please enter the comment first and then click on submit',
        );
      }
      expect(await decisionsOf(p)).toEqual([]);
    }
  });

  it('is not required to approve', async () => {
    const p = await project();
    const res = await validate(ctx, tokens.gec, { projectId: p.id, completenessAccepted: true });
    expect(res.statusCode).toBe(200);
    expect((await decisionsOf(p))[0]!.comment).toBe('');
  });

  it('may not exceed 5000 characters, with the spec message (approve and reject)', async () => {
    const p = await project();
    for (const flags of [{ completenessRejected: true }, { completenessAccepted: true }]) {
      const res = await validate(ctx, tokens.gec, { projectId: p.id, ...flags, comment: 'x'.repeat(5001) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Validation comments should not be more than 5000 characters.');
    }
    expect(await decisionsOf(p)).toEqual([]);
    const ok = await validate(ctx, tokens.gec, {
      projectId: p.id,
      completenessRejected: true,
      comment: 'y'.repeat(5000),
    });
    expect(ok.statusCode).toBe(200);
    expect((await decisionsOf(p))[0]!.comment).toHaveLength(5000);
  });

  it('comes in the caller’s language', async () => {
    const p = await project();
    const res = await validate(ctx, tokens.gec, { projectId: p.id, completenessRejected: true, lang: 'fr' });
    expect(res.json().message).toBe(t('fr', 'review.commentRequired'));
    expect(t('fr', 'review.commentRequired')).not.toBe(en('review.commentRequired'));
  });
});
