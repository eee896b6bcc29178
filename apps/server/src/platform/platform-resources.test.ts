import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packs } from '@portal/contract/i18n';
import type { Config } from '../config';
import { seedDemo } from '../db/seed';
import {
  codeFrom,
  createTestContext,
  createUser,
  mailsTo,
  post,
  PASSWORD,
  uniqueEmail,
  type TestContext,
} from '../../test/helpers';
import { appOn, PLATFORM_ENV } from '../../test/platform-fixtures';

/** What the browser loads besides the API: language packs, device ids, client settings, dev mailbox, tutorials. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(PLATFORM_ENV);
});
afterAll(() => ctx.close());

const appWith = (overrides: Partial<Config>) => appOn(ctx, overrides);

describe('resources', () => {
  it('GET /api/resources/getresources/{lang} answers the pack of that language, English when unknown', async () => {
    expect(packs.fr).not.toEqual(packs.en);
    const fr = await ctx.app.inject({ method: 'GET', url: '/api/resources/getresources/fr' });
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toMatch(/^application\/json/);
    expect(fr.json()).toEqual(packs.fr);
    for (const lang of ['xx', 'en', 'EN']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/resources/getresources/${lang}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(packs.en);
    }
    const en = (await ctx.app.inject({ method: 'GET', url: '/api/resources/getresources/xx' })).json();
    expect(en['validation.mandatoryField']).toBe('The field {{field}} is manddatory');
    for (const lang of ['de', 'es', 'it', 'fr']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/resources/getresources/${lang}` });
      expect(Object.keys(res.json()).sort()).toEqual(Object.keys(en).sort());
    }
  });

  it('sends the pack compressed as the browser accepts (brotli, else gzip), the same JSON', async () => {
    const url = '/api/resources/getresources/de';
    const plain = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(packs.de);
    const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(packs.de);
  });

  it('GET /api/resources/getIdfordevice answers a new id each time', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/resources/getIdfordevice/' });
      expect(res.statusCode).toBe(200);
      ids.add(res.json().deviceId);
    }
    expect(ids.size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET /api/client-config answers the settings the browser needs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      demo: true,
      ipServiceUrl: 'https://ip.example.test/json',
      introVideoUrl: 'https://video.example.test/intro.mp4',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      geocoderUrl: '',
      helpDeskEmail: 'helpdesk@portal.test',
      idleTimeoutMs: 60_000,
      idleCountdownSeconds: 30,
    });
  });
});

describe('dev mailbox', () => {
  it('GET /api/dev/mail lists the outbox, newest first', async () => {
    const email = uniqueEmail('mailbox');
    const user = await createUser(ctx, { email });
    await post(ctx, '/users/forgotpassword', { Email: user.email });
    await post(ctx, '/users/authenticate', { Email: user.email, Password: PASSWORD, DeviceName: 'new' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(email)}` });
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      to: string;
      subject: string;
      text: string;
      html: string;
      createdAt: string;
    }[];
    expect(list).toHaveLength(2);
    expect(Object.keys(list[0]!).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to']);
    // The code mail was written after the reset mail.
    expect(list[0]!.subject).toMatch(/one-time code/);
    expect(list[1]!.subject).toBe('Reset your Store Design Portal password');
    const rows = await mailsTo(ctx, email);
    expect(list).toEqual(
      rows.map((m) => ({
        to: m.toAddress,
        subject: m.subject,
        text: m.text,
        html: m.html,
        createdAt: m.createdAt.toISOString(),
      })),
    );
    expect(codeFrom(list[0]!.text)).toMatch(/^\d{6}$/);
    expect(list[0]!.html).toMatch(/^<p>/);
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/dev/mail?limit=500' })).json() as unknown[];
    const outbox = await mailsTo(ctx);
    expect(all).toHaveLength(Math.min(outbox.length, 500));
    expect(all[0]).toMatchObject({ to: outbox[0]!.toAddress, subject: outbox[0]!.subject });
  });

  it('is absent when demo mode is off', async () => {
    const production = await appWith({ demo: false });
    try {
      const res = await production.inject({ method: 'GET', url: '/api/dev/mail' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found.' });
      expect((await production.inject({ method: 'GET', url: '/api/client-config' })).json().demo).toBe(false);
    } finally {
      await production.close();
    }
  });
});

describe('tutorial documents', () => {
  // The whole demo, as the seed tests seed it: 180 s like theirs (it passed 60 s once under a loaded CI run).
  beforeAll(async () => {
    await seedDemo(ctx.database.db, ctx.app.storage);
  }, 180_000);

  interface Group {
    brandName: string;
    brandLabel: string;
    fileList: { documentId: number; fileName: string; uploadDate: string }[];
  }
  const groups = async () =>
    (
      await ctx.app.inject({ method: 'GET', url: '/api/tutorials/getdynamictutorialdocuments' })
    ).json() as Group[];

  it('lists the groups without the Peugeot, Citroen and Opel professional lines; Fiat Professional is PROFESSIONAL', async () => {
    const list = await groups();
    const names = list.map((g) => g.brandName);
    expect(names).toEqual(
      expect.arrayContaining(['Peugeot', 'Citroen', 'Opel', 'Fiat', 'Fiat Professional']),
    );
    for (const hidden of ['Peugeot Professional', 'Citroen Professional', 'Opel Professional'])
      expect(names).not.toContain(hidden);
    expect(list.find((g) => g.brandName === 'Fiat Professional')!.brandLabel).toBe('PROFESSIONAL');
    expect(list.find((g) => g.brandName === 'Peugeot')).toMatchObject({
      brandLabel: 'Peugeot',
      fileList: [
        { fileName: 'Peugeot design validation checklist.pdf' },
        { fileName: 'Peugeot showroom registration guide.pdf' },
      ],
    });
    for (const g of list)
      for (const f of g.fileList) expect(Number.isNaN(new Date(f.uploadDate).getTime())).toBe(false);
  });

  it('downloads a document as a real PDF with its name', async () => {
    const fiat = (await groups()).find((g) => g.brandName === 'Fiat Professional')!;
    const doc = fiat.fileList[0]!;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/tutorials/downloadinfopackdocument/${doc.documentId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    // An ASCII name needs no filename* (content-disposition adds it for other names).
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Fiat Professional workshop guide.pdf"',
    );
  });

  it('answers 404 for an unknown document', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/tutorials/downloadinfopackdocument/999999',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Not found.' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/tutorials/downloadinfopackdocument/abc' }))
        .statusCode,
    ).toBe(400);
  });
});
