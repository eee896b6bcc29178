import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { seedReference } from '../src/db/seed';

/**
 * Migrates and seeds one database once per run; each test file then starts from a copy of it
 * (a PGlite snapshot, or a PostgreSQL database made from a template).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `portal_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openPostgres(withDatabase(url, template), 2);
    await database.migrate();
    await seedReference(database.db);
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const database = await openPglite();
  await database.migrate();
  await seedReference(database.db);
  if (!database.pglite) throw new Error('openPglite gave no PGlite handle');
  const dump = await database.pglite.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `portal-test-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(file, { force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate?: string;
    pgliteSnapshot?: string;
  }
}
