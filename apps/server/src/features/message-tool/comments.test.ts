import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BRAND_IDS, MAX_MESSAGE_ATTACHMENTS, ROLES, type ProjectComment } from '@portal/contract';
import { auditLog, messageAttachments, projectMessages, projects, storedFiles } from '../../db/schema';
import { t } from '../../platform/i18n';
import { createTestContext, createUser, get, signIn, type TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';
import { addComment } from '../../../test/design-review';
import type { ProjectRecord } from '../projects/record';

/**
 * The message tool's thread (spec 002 §3, §5, §7; docs/lifecycle.md, docs/files.md): adding messages (author from the
 * session, text limits, attachments and their names, paused projects), reading the thread, downloading
 * attachments, and the scope of every call. Comment types and feedback: feedback.test.ts.
 */

let ctx: TestContext;
type Who = 'vc' | 'hq' | 'rnd' | 'rndOther' | 'anna' | 'bert' | 'retail';
const tokens = {} as Record<Who, string>;
const users = {} as Record<
  Who,
  { id: number; email: string; firstName: string; surName: string; role: string }
>;
const en = (key: string) => t('en', key);

/** Anna's Peugeot project in France, linked to the Retail Location account. */
let alpha: ProjectRecord;
/** Bert's Citroen project in Germany. */
let beta: ProjectRecord;

beforeAll(async () => {
  ctx = await createTestContext({ MAX_UPLOAD_MB: '1' });
  const make = async (who: Who, opts: Parameters<typeof createUser>[1]) => {
    users[who] = await createUser(ctx, opts);
    tokens[who] = await signIn(ctx, users[who].email);
  };
  await make('vc', { role: ROLES.VC, projectRole: 'Validator' });
  await make('hq', { role: ROLES.HQ });
  await make('rnd', { role: ROLES.RND, markets: ['FR'], brandIds: [BRAND_IDS.peugeot] });
  await make('rndOther', { role: ROLES.RND, markets: ['IT'], brandIds: [BRAND_IDS.peugeot] });
  await make('anna', { role: ROLES.ORIGINATOR });
  await make('bert', { role: ROLES.ORIGINATOR });
  await make('retail', { role: ROLES.RETAIL });
  alpha = await makeProject(ctx, {
    originatorId: users.anna.id,
    retailId: users.retail.id,
    brandIds: [BRAND_IDS.peugeot],
  });
  beta = await makeProject(ctx, {
    siteValues: { countryCode: 'DE', region: '', city: 'BERLIN' },
    originatorId: users.bert.id,
    brandIds: [BRAND_IDS.citroen],
  });
}, 120_000);
afterAll(() => ctx?.close());

const thread = (who: Who, project: { id: number }, lang?: string) =>
  get(
    ctx,
    `/projects/GetAllCommentByProject/${project.id}`,
    tokens[who],
    lang ? { 'accept-language': lang } : {},
  );
const download = (who: Who, fileName: string) =>
  get(ctx, `/Documents/downloadfileconmtentmessage?fileName=${encodeURIComponent(fileName)}`, tokens[who]);

function storedObjectCount(): number {
  const root = path.join(ctx.dataDir, 'files');
  if (!fs.existsSync(root)) return 0;
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}
async function counts() {
  const db = ctx.database.db;
  const [messages, files, attachments] = await Promise.all([
    db.select({ id: projectMessages.id }).from(projectMessages),
    db.select({ id: storedFiles.id }).from(storedFiles),
    db.select({ id: messageAttachments.id }).from(messageAttachments),
  ]);
  return {
    messages: messages.length,
    files: files.length,
    attachments: attachments.length,
    objects: storedObjectCount(),
  };
}

describe('adding a message', () => {
  it('the author is the session’s user (name, role, email from the database), not the form', async () => {
    const res = await addComment(ctx, tokens.anna, {
      projectId: alpha.id,
      text: 'Here is the first draft.',
      commentedBy: users.bert.email,
      commenterName: 'Somebody Else',
      commenterRole: ROLES.VC,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ statusCode: number; message: string; comment: ProjectComment }>();
    expect(body.message).toBe(en('message.added'));
    expect(body.comment).toMatchObject({
      comment: 'Here is the first draft.',
      commentedBy: users.anna.email,
      commenterName: `${users.anna.firstName} ${users.anna.surName}`,
      commenterRole: ROLES.ORIGINATOR,
      commentTypeId: 0,
      commentTypeTitle: 'Comment',
      attachments: '',
      attachmentList: [],
    });
    const [row] = await ctx.database.db
      .select()
      .from(projectMessages)
      .where(eq(projectMessages.id, body.comment.commentId));
    expect(row).toMatchObject({
      userId: users.anna.id,
      userEmail: users.anna.email,
      userRole: ROLES.ORIGINATOR,
    });
  });

  it('text: required (1..5000 characters after trimming), with the pack messages', async () => {
    const before = await counts();
    for (const text of ['', '   \n ']) {
      const res = await addComment(ctx, tokens.anna, { projectId: alpha.id, text });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(en('message.validation.empty'));
    }
    const long = await addComment(ctx, tokens.anna, { projectId: alpha.id, text: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(en('message.validation.tooLong'));
    expect(await counts()).toEqual(before);
    const max = await addComment(ctx, tokens.anna, { projectId: alpha.id, text: 'y'.repeat(5000) });
    expect(max.statusCode).toBe(200);
  });

  it('a missing or malformed project id is a 400; an unknown comment type too', async () => {
    expect((await addComment(ctx, tokens.anna, { projectId: 'abc' })).statusCode).toBe(400);
    expect((await addComment(ctx, tokens.anna, { projectId: alpha.id, type: 7 })).statusCode).toBe(400);
    expect((await addComment(ctx, tokens.anna, { projectId: alpha.id, type: 'x' })).statusCode).toBe(400);
  });

  it('writes an audit row', async () => {
    const res = await addComment(ctx, tokens.vc, { projectId: alpha.id, text: 'Audited' });
    const id = res.json().comment.commentId;
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'projectThread.message'), eq(auditLog.entityId, String(alpha.id))));
    expect(rows.some((r) => r.detail.messageId === id && r.actorUserId === users.vc.id)).toBe(true);
  });
});

describe('attachments', () => {
  it('several files: stored, listed as # paths and as a list, downloadable with their name', async () => {
    const res = await addComment(ctx, tokens.anna, {
      projectId: alpha.id,
      text: 'Two plans',
      files: [
        { fileName: 'Plan (v2).pdf', body: Buffer.from('%PDF-1.4 plan two') },
        {
          fileName: 'photo_1-a.jpg',
          body: Buffer.from('\xff\xd8\xff\xe0 jpeg bytes', 'latin1'),
          contentType: 'image/jpeg',
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const comment = res.json<{ comment: ProjectComment }>().comment;
    expect(comment.attachmentList.map((a) => a.fileName)).toEqual(['Plan (v2).pdf', 'photo_1-a.jpg']);
    const paths = comment.attachmentList.map((a) => a.path);
    expect(comment.attachments).toBe(paths.join('#'));
    for (const p of paths) expect(p).toMatch(new RegExp(`^${comment.commentId}/\\d+/`));

    const file = await download('anna', paths[0]!);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 plan two');
    expect(file.headers['content-disposition']).toContain('Plan (v2).pdf');
    const photo = await download('vc', paths[1]!);
    expect(photo.headers['content-type']).toBe('image/jpeg');

    // The thread lists them the same way.
    const listed = thread('anna', alpha).then(
      (r) => r.json<{ userWithCommentDetailsList: ProjectComment[] }>().userWithCommentDetailsList,
    );
    expect((await listed).find((c) => c.commentId === comment.commentId)).toEqual(comment);
  });

  it('a name outside the rule is refused (400) and leaves no file and no row', async () => {
    const before = await counts();
    for (const fileName of [
      'plan+1.pdf',
      'plan#1.pdf',
      'plan*1.pdf',
      'plan;1.pdf',
      'plan&1.pdf',
      'x'.repeat(201),
    ]) {
      const res = await addComment(ctx, tokens.anna, {
        projectId: alpha.id,
        files: [{ fileName: 'fine.pdf' }, { fileName }],
      });
      expect(res.statusCode, fileName).toBe(400);
      expect(res.json().message).toBe(en('upload.invalidCharacters'));
    }
    expect(await counts()).toEqual(before);
  });

  it(`more than ${MAX_MESSAGE_ATTACHMENTS} files: 413, nothing left`, async () => {
    const before = await counts();
    const files = Array.from({ length: MAX_MESSAGE_ATTACHMENTS + 1 }, (_, i) => ({ fileName: `f${i}.pdf` }));
    const res = await addComment(ctx, tokens.anna, { projectId: alpha.id, files });
    expect(res.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
    const ok = await addComment(ctx, tokens.anna, { projectId: alpha.id, files: files.slice(1) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().comment.attachmentList).toHaveLength(MAX_MESSAGE_ATTACHMENTS);
  });

  it('a file over MAX_UPLOAD_MB: 413, nothing left', async () => {
    const before = await counts();
    const res = await addComment(ctx, tokens.anna, {
      projectId: alpha.id,
      files: [{ fileName: 'small.pdf' }, { fileName: 'big.pdf', body: Buffer.alloc(1024 * 1024 + 10, 1) }],
    });
    expect(res.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it('an empty file input (no name, no bytes) is not an attachment', async () => {
    const before = await counts();
    const res = await addComment(ctx, tokens.anna, {
      projectId: alpha.id,
      files: [{ fileName: '', body: Buffer.alloc(0) }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().comment.attachmentList).toEqual([]);
    const after = await counts();
    expect(after.objects).toBe(before.objects);
    expect(after.files).toBe(before.files);
  });

  it('a refused message (scope, paused, type) leaves no file', async () => {
    const before = await counts();
    const file = [{ fileName: 'plan.pdf' }];
    expect((await addComment(ctx, tokens.bert, { projectId: alpha.id, files: file })).statusCode).toBe(404);
    expect(
      (await addComment(ctx, tokens.anna, { projectId: alpha.id, type: 1, files: file })).statusCode,
    ).toBe(405);
    expect(
      (await addComment(ctx, tokens.anna, { projectId: alpha.id, text: '', files: file })).statusCode,
    ).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('downloading an attachment', () => {
  let paths: string[];
  beforeAll(async () => {
    const res = await addComment(ctx, tokens.bert, {
      projectId: beta.id,
      text: 'Bert’s file',
      files: [{ fileName: 'bert.pdf', body: Buffer.from('%PDF-1.4 bert') }],
    });
    paths = res.json<{ comment: ProjectComment }>().comment.attachmentList.map((a) => a.path);
  });

  it('only within the caller’s scope (404 outside)', async () => {
    expect((await download('bert', paths[0]!)).statusCode).toBe(200);
    expect((await download('vc', paths[0]!)).statusCode).toBe(200);
    expect((await download('hq', paths[0]!)).statusCode).toBe(200);
    for (const who of ['anna', 'retail', 'rnd', 'rndOther'] as const)
      expect((await download(who, paths[0]!)).statusCode, who).toBe(404);
  });

  it('the file must belong to that message and carry its name (404 otherwise)', async () => {
    const [messageId, fileId] = paths[0]!.split('/');
    expect((await download('bert', `${messageId}/${fileId}/other.pdf`)).statusCode).toBe(404);
    expect((await download('bert', `${Number(messageId) + 1000}/${fileId}/bert.pdf`)).statusCode).toBe(404);
    expect((await download('bert', `${messageId}/${Number(fileId) + 1000}/bert.pdf`)).statusCode).toBe(404);
    // Another message's file under this message's id.
    const other = await addComment(ctx, tokens.bert, {
      projectId: beta.id,
      files: [{ fileName: 'second.pdf' }],
    });
    const [, otherFile] = other
      .json<{ comment: ProjectComment }>()
      .comment.attachmentList[0]!.path.split('/');
    expect((await download('bert', `${messageId}/${otherFile}/second.pdf`)).statusCode).toBe(404);
  });

  it('a malformed path is a 400', async () => {
    for (const bad of ['bert.pdf', '1/bert.pdf', 'a/2/bert.pdf', '1/2/', '0/2/x.pdf', '99999999999/1/x.pdf'])
      expect((await download('bert', bad)).statusCode, bad).toBe(400);
    expect((await get(ctx, '/Documents/downloadfileconmtentmessage', tokens.bert)).statusCode).toBe(400);
  });

  it('without a session: 401', async () => {
    expect((await get(ctx, `/Documents/downloadfileconmtentmessage?fileName=${paths[0]}`)).statusCode).toBe(
      401,
    );
  });
});

describe('reading the thread', () => {
  it('oldest first, comment type title in the caller’s language', async () => {
    const project = await makeProject(ctx, { originatorId: users.anna.id });
    for (const text of ['one', 'two', 'three'])
      expect((await addComment(ctx, tokens.anna, { projectId: project.id, text })).statusCode).toBe(200);
    const res = await thread('vc', project, 'fr');
    const list = res.json<{ userWithCommentDetailsList: ProjectComment[] }>().userWithCommentDetailsList;
    expect(list.map((c) => c.comment)).toEqual(['one', 'two', 'three']);
    expect(list[0]!.commentTypeTitle).toBe(t('fr', 'commentType.comment.title'));
    expect(list[0]!.commentTypeTitle).not.toBe('Comment');
    expect(Date.parse(list[0]!.commentDate)).not.toBeNaN();
  });

  it('an empty thread is an empty list', async () => {
    const project = await makeProject(ctx, { originatorId: users.anna.id });
    expect((await thread('anna', project)).json()).toEqual({ userWithCommentDetailsList: [] });
  });
});

describe('scope (404 outside, for every call)', () => {
  it('another originator’s project', async () => {
    expect((await thread('anna', beta)).statusCode).toBe(404);
    expect((await addComment(ctx, tokens.anna, { projectId: beta.id })).statusCode).toBe(404);
    expect(
      (await get(ctx, `/projects/GetAllCommentType/0?projectId=${beta.id}`, tokens.anna)).statusCode,
    ).toBe(404);
  });

  it('RND outside its markets or brands; Retail Location on a project not linked to it', async () => {
    for (const who of ['rnd', 'retail'] as const) {
      expect((await thread(who, beta)).statusCode).toBe(404);
      expect((await addComment(ctx, tokens[who], { projectId: beta.id })).statusCode).toBe(404);
    }
    expect((await thread('rndOther', alpha)).statusCode).toBe(404);
    expect((await addComment(ctx, tokens.rndOther, { projectId: alpha.id })).statusCode).toBe(404);
  });

  it('everyone in scope reads and writes: VC, HQ, RND in its markets, the originator, Retail Location', async () => {
    for (const who of ['vc', 'hq', 'rnd', 'anna', 'retail'] as const) {
      expect((await thread(who, alpha)).statusCode, who).toBe(200);
      const res = await addComment(ctx, tokens[who], { projectId: alpha.id, text: `from ${who}` });
      expect(res.statusCode, who).toBe(200);
      expect(res.json().comment.commenterRole).toBe(users[who].role);
    }
  });

  it('an unknown project is a 404', async () => {
    expect((await thread('vc', { id: 999999 })).statusCode).toBe(404);
    expect((await addComment(ctx, tokens.vc, { projectId: 999999 })).statusCode).toBe(404);
  });
});

describe('a paused project', () => {
  it('is read-only for everyone but the Validation Center (405 with the message)', async () => {
    const project = await makeProject(ctx, { originatorId: users.anna.id, retailId: users.retail.id });
    await ctx.database.db.update(projects).set({ isEnabled: false }).where(eq(projects.id, project.id));
    for (const who of ['anna', 'retail', 'hq'] as const) {
      const res = await addComment(ctx, tokens[who], { projectId: project.id });
      expect(res.statusCode, who).toBe(405);
      expect(res.json().message).toBe(en('message.paused'));
    }
    expect((await addComment(ctx, tokens.vc, { projectId: project.id })).statusCode).toBe(200);
    expect((await thread('anna', project)).statusCode).toBe(200);
  });
});
