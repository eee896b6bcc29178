import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestContext, uniqueEmail, type TestContext } from '../../../test/helpers';

/** Issue 20 §6.4 and §7.8: the dev mailbox, newest first, and never through a proxy. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const LOCAL = '127.0.0.1';

describe('GET /api/dev/mail', () => {
  it('lists the newest mail first, even when back-dated mails were inserted after it', async () => {
    const to = uniqueEmail('order');
    const mail = (subject: string, createdAt: Date) => ({
      toAddress: to,
      subject,
      text: subject,
      html: `<p>${subject}</p>`,
      template: 'test',
      createdAt,
    });
    // Inserted in this order (ids rise), as the seed writes its history after today's mails.
    await ctx.database.db.insert(mailOutbox).values(mail('today', new Date(Date.UTC(2026, 10, 20, 9))));
    await ctx.database.db.insert(mailOutbox).values(mail('last month', new Date(Date.UTC(2026, 9, 20, 9))));
    await ctx.database.db.insert(mailOutbox).values(mail('last year', new Date(Date.UTC(2025, 10, 20, 9))));
    await ctx.database.db.insert(mailOutbox).values(mail('yesterday', new Date(Date.UTC(2026, 10, 19, 9))));

    const res = await ctx.app.inject({ url: `/api/dev/mail?to=${to}`, remoteAddress: LOCAL });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { subject: string }) => m.subject)).toEqual([
      'today',
      'yesterday',
      'last month',
      'last year',
    ]);
    // The limit keeps the newest, not the last inserted.
    const two = await ctx.app.inject({ url: `/api/dev/mail?to=${to}&limit=2`, remoteAddress: LOCAL });
    expect(two.json().map((m: { subject: string }) => m.subject)).toEqual(['today', 'yesterday']);
  });
});

describe('the dev mailbox through a proxy', () => {
  const PROXY_HEADERS: Record<string, string>[] = [
    { forwarded: 'for=127.0.0.1' },
    { via: '1.1 proxy' },
    { 'x-forwarded-for': '127.0.0.1' },
    { 'x-forwarded-host': 'demo.example.test' },
    { 'x-forwarded-proto': 'https' },
    { 'x-forwarded-port': '443' },
    { 'x-forwarded-server': 'proxy' },
    { 'x-forwarded-prefix': '/portal' },
    { 'x-original-host': 'demo.example.test' },
    { 'x-original-url': '/dev/mail' },
    { 'x-original-forwarded-for': '127.0.0.1' },
    { 'x-real-ip': '127.0.0.1' },
    { 'client-ip': '127.0.0.1' },
    { 'x-client-ip': '127.0.0.1' },
    { 'true-client-ip': '127.0.0.1' },
    { 'cf-connecting-ip': '127.0.0.1' },
    { 'fastly-client-ip': '127.0.0.1' },
    { 'x-cluster-client-ip': '127.0.0.1' },
    { 'X-Forwarded-Host': 'demo.example.test' },
  ];

  it('answers 404 to a loopback peer carrying any forwarding header, API and page alike', async () => {
    for (const headers of PROXY_HEADERS)
      for (const url of ['/api/dev/mail', '/dev/mail']) {
        const res = await ctx.app.inject({ url, headers, remoteAddress: LOCAL });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
      }
  });

  it('still answers a loopback client with ordinary headers', async () => {
    const res = await ctx.app.inject({
      url: '/api/dev/mail',
      headers: {
        'user-agent': 'Mozilla/5.0',
        accept: 'application/json',
        'accept-language': 'fr',
        host: 'localhost',
      },
      remoteAddress: LOCAL,
    });
    expect(res.statusCode).toBe(200);
  });
});
