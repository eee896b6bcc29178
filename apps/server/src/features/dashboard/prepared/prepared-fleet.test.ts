import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { extractRequests, mailOutbox, notifications } from '../../../db/schema';
import { DiskStorage } from '../../../platform/storage';
import { createUser, post, signIn, type TestContext } from '../../../../test/helpers';
import { makeProject } from '../../../../test/project-fixtures';
import { FLEET_SKIP_REASON, fleetDatabase, inProcessInstance, onPostgres } from '../../../../test/fleet';
import { ExtractWorker } from './worker';

/**
 * Two instances on one PostgreSQL claiming the same queue of extract requests (issue 23 §1, §4; decision 031):
 * each request is made once, by one of them, with one file, one notice and one mail. The instances share the
 * database and a files volume (the disk driver's multi-instance setup; S3 behaves alike through the same interface).
 */
describe.skipIf(!onPostgres)(
  `prepared extracts on two instances (${onPostgres ? 'PostgreSQL' : FLEET_SKIP_REASON})`,
  () => {
    let drop: () => Promise<void>;
    let a: TestContext;
    let b: TestContext;
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-extracts-fleet-'));
    const storage = new DiskStorage(filesDir);

    beforeAll(async () => {
      const database = await fleetDatabase();
      drop = database.drop;
      a = await inProcessInstance(database.url);
      b = await inProcessInstance(database.url);
    }, 60_000);
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await drop?.();
      fs.rmSync(filesDir, { recursive: true, force: true });
    });

    it('makes each of many requests exactly once', async () => {
      const originator = await createUser(a, { role: ROLES.ORIGINATOR });
      for (let i = 0; i < 30; i++)
        await makeProject(a, {
          siteValues: { countryCode: i % 2 ? 'FR' : 'DE' },
          originatorId: originator.id,
        });
      const people = [
        await createUser(a, { role: ROLES.VC }),
        await createUser(a, { role: ROLES.HQ }),
        await createUser(a, { role: ROLES.VC }),
      ];
      const ids: number[] = [];
      for (const person of people) {
        const token = await signIn(a, person.email);
        for (const Kind of ['projects', 'brands', 'projects'])
          ids.push(
            (await post(b, '/home/RequestExtract', { Kind }, token)).json().extract.extractId as number,
          );
      }
      expect(ids).toHaveLength(9);

      // Each instance's worker on its own pool; small batches so runs overlap.
      const workers = [a, b].map(
        (ctx, i) =>
          new ExtractWorker({ db: ctx.database.db, storage, config: ctx.config, batchSize: 3 }, ctx.app.log, {
            pollMs: 20,
            owner: `instance-${i}`,
          }),
      );
      workers.forEach((w) => w.start());
      const deadline = Date.now() + 60_000;
      for (;;) {
        const rows = await a.database.db
          .select()
          .from(extractRequests)
          .where(inArray(extractRequests.id, ids));
        if (rows.every((r) => r.status === 'ready')) break;
        if (Date.now() > deadline)
          throw new Error(`not all ready: ${JSON.stringify(rows.map((r) => r.status))}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      await Promise.all(workers.map((w) => w.stop()));

      const rows = await a.database.db.select().from(extractRequests).where(inArray(extractRequests.id, ids));
      expect(
        rows.every((r) => r.attempts === 1),
        'each claimed once',
      ).toBe(true);
      expect(new Set(rows.map((r) => r.storageKey)).size).toBe(9);
      const files: string[] = [];
      for await (const key of storage.listKeys(new Date(Date.now() + 60_000))) files.push(key);
      expect(files.sort()).toEqual(rows.map((r) => r.storageKey).sort());
      const mails = await a.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.template, 'extractReady'));
      expect(mails).toHaveLength(9);
      const notices = await a.database.db
        .select()
        .from(notifications)
        .where(inArray(notifications.extractId, ids));
      // The two VC members' six; HQ has no bell.
      expect(notices).toHaveLength(6);
      expect(new Set(notices.map((n) => n.extractId)).size).toBe(6);
      const perInstance = new Map<string, number>();
      for (const r of rows) perInstance.set(r.owner ?? '-', (perInstance.get(r.owner ?? '-') ?? 0) + 1);
      console.info('extracts made per instance', Object.fromEntries(perInstance));
    }, 90_000);
  },
);
