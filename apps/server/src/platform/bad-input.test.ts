import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { auditLog, libraryDocuments, mailOutbox, storedFiles } from '../db/schema';
import { createTestContext, createUser, get, post, signIn, type TestContext } from '../../test/helpers';
import { multipartBody, type FormPart } from '../../test/multipart';
import { findBadInput, MAX_INPUT_DEPTH } from './bad-input';

/** Issue 20 §7 items 4 and 5: nesting past the limit and lone surrogates are a 400, never a 500. */

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx, { role: ROLES.VC, markets: ['FR'], brandIds: [1] });
  token = await signIn(ctx, user.email);
});
afterAll(() => ctx?.close());

/** `{"a":{"a":…{"a":"x"}…}}`, `levels` objects deep. */
const nested = (levels: number) => '{"a":'.repeat(levels) + '"x"' + '}'.repeat(levels);

const rowsOf = async () => {
  const [mails] = await ctx.database.db.select({ n: count() }).from(mailOutbox);
  const [audits] = await ctx.database.db.select({ n: count() }).from(auditLog);
  const [files] = await ctx.database.db.select({ n: count() }).from(storedFiles);
  const [documents] = await ctx.database.db.select({ n: count() }).from(libraryDocuments);
  return { mails: mails!.n, audits: audits!.n, files: files!.n, documents: documents!.n };
};

const helpDesk = (Subject: string) => ({
  Email: 'someone@example.test',
  UserName: 'Ada Asker',
  Subject,
  Queries: 'The upload stops at 94%.',
});

function postRaw(url: string, payload: string, auth?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
  });
}

describe('nesting', () => {
  it('a body nested 10,000 deep is a 400 without signing in (sign-in call)', async () => {
    const res = await postRaw(
      '/users/authenticate',
      `{"Email":"a@b.c","Password":"x","Deep":${nested(10_000)}}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`);
    expect(Object.keys(res.json().fields)[0]).toMatch(/^Deep(\.a)+$/);
  });

  it('a body nested 10,000 deep is a 400 for a signed-in caller, and nothing is written', async () => {
    const before = await rowsOf();
    const body = JSON.stringify(helpDesk('Deep')).replace(/}$/, `,"Deep":${nested(10_000)}}`);
    const res = await postRaw('/users/authorizeduserhelpdesk', body, token);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([expect.stringMatching(/^Deep(\.a)+$/)]);
    expect(await rowsOf()).toEqual(before);
  });

  it('a body as deep as the limit passes the check; one level more does not', () => {
    expect(findBadInput(JSON.parse(nested(MAX_INPUT_DEPTH)))).toBeUndefined();
    expect(findBadInput(JSON.parse(nested(MAX_INPUT_DEPTH + 1)))).toMatchObject({
      messageKey: 'validation.tooDeep',
    });
  });
});

describe('lone surrogates', () => {
  it('in a JSON body (help-desk subject): 400 naming the field, no mail and no audit row', async () => {
    const before = await rowsOf();
    for (const subject of ['bad \ud800 subject', 'bad \udc00', 'end \udbff']) {
      // JSON.stringify writes a lone surrogate as the escape \ud800, as a client would.
      const res = await post(ctx, '/users/authorizeduserhelpdesk', helpDesk(subject), token);
      expect(res.statusCode, subject).toBe(400);
      expect(res.json().fields).toEqual({
        Subject: 'This text contains an incomplete character (a lone UTF-16 surrogate).',
      });
    }
    expect(await rowsOf()).toEqual(before);
  });

  it('a surrogate pair (an emoji) is text and goes through', async () => {
    const res = await post(ctx, '/users/authorizeduserhelpdesk', helpDesk('Help 😀'), token);
    expect(res.statusCode).toBe(200);
  });

  it('in a key of a JSON body: 400', async () => {
    const res = await postRaw('/users/authenticate', '{"Email":"a@b.c","Password":"x","\\ud800":1}');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This text contains an incomplete character (a lone UTF-16 surrogate).');
  });

  it('in a query string or a path: never decoded into one (UTF-8 of a surrogate stays escaped), no 500', async () => {
    // Over HTTP a surrogate can only come percent-encoded as UTF-8 (%ED%A0%80), which is not valid UTF-8: the
    // query parser and the router leave it undecoded, and the check of every input stays behind them.
    const search = await get(ctx, '/Sites/GetAllSitesAndRepresentativeDetails?search=%ED%A0%80', token);
    expect(search.statusCode).toBe(200);
    const faq = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/tutorials/deletefaq/%ED%A0%80',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(faq.statusCode).toBe(400);
    // The NUL byte in a query (route-table.test.ts) proves the same check runs on queries and paths.
    expect(findBadInput({ search: 'a\ud800b' })).toEqual({
      field: 'search',
      messageKey: 'validation.loneSurrogate',
    });
  });

  it('in a multipart text field (sent as UTF-16): 400 naming the field, no file kept, no row', async () => {
    const before = await rowsOf();
    const parts: FormPart[] = [
      { name: 'DocumentName', value: 'guide \ud800', charset: 'utf-16le' },
      { name: 'Library', value: 'infopack' },
      { name: 'BrandName', value: 'Peugeot' },
      {
        name: 'files',
        fileName: 'guide.pdf',
        contentType: 'application/pdf',
        body: Buffer.from('%PDF-1.4\n'),
      },
    ];
    const form = multipartBody(parts);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tutorials/uploadafile',
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
      payload: form.stream,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ DocumentName: expect.any(String) });
    expect(await rowsOf()).toEqual(before);
    const filesDir = path.join(ctx.dataDir, 'files');
    const stored = fs.readdirSync(filesDir).filter((d) => d !== 'tmp');
    expect(stored.flatMap((d) => fs.readdirSync(path.join(filesDir, d)))).toEqual([]);
  });
});
