import { expect } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { BRAND_IDS, ROLES } from '@portal/contract';
import { projectDocuments, storedFiles } from '../src/db/schema';
import { t } from '../src/platform/i18n';
import type { ProjectRecord } from '../src/features/projects/record';
import { createTestContext, createUser, get, signIn, type TestContext } from './helpers';
import { makeProject } from './project-fixtures';
import { storedObjects } from './design-documents';

/** Users, projects and calls shared by the design document tests (src/features/design-documents/documents-*). */

export type Who = 'vc' | 'hq' | 'rnd' | 'anna' | 'bert' | 'retail';
export const en = (key: string, vars?: Record<string, string | number>) => t('en', key, vars);
export const MB = 1024 * 1024;

export interface DocumentWorld {
  ctx: TestContext;
  tokens: Record<Who, string>;
  users: Record<Who, { id: number; email: string }>;
  /** Anna's Peugeot project in France (registered), open for documents. */
  alpha: ProjectRecord;
  /** Bert's project. */
  beta: ProjectRecord;
}

/** The test file's context: one user per role (two originators), signed in, and a project for each originator. */
export async function documentWorld(): Promise<DocumentWorld> {
  const ctx = await createTestContext({ MAX_UPLOAD_MB: '1' });
  const tokens = {} as Record<Who, string>;
  const users = {} as Record<Who, { id: number; email: string }>;
  const make = async (who: Who, opts: Parameters<typeof createUser>[1]) => {
    users[who] = await createUser(ctx, opts);
    tokens[who] = await signIn(ctx, users[who].email);
  };
  await make('vc', { role: ROLES.VC, projectRole: 'Validator' });
  await make('hq', { role: ROLES.HQ });
  await make('rnd', { role: ROLES.RND, markets: ['FR'], brandIds: [BRAND_IDS.peugeot] });
  await make('anna', { role: ROLES.ORIGINATOR });
  await make('bert', { role: ROLES.ORIGINATOR });
  await make('retail', { role: ROLES.RETAIL });
  const alpha = await makeProject(ctx, {
    originatorId: users.anna.id,
    retailId: users.retail.id,
    brandIds: [BRAND_IDS.peugeot],
  });
  const beta = await makeProject(ctx, { originatorId: users.bert.id, brandIds: [BRAND_IDS.peugeot] });
  return { ctx, tokens, users, alpha, beta };
}

/** The helpers that call the app, for the test file's world (read when called: it is set in beforeAll). */
export function documentFixtures(current: () => DocumentWorld) {
  const info = (who: Who, project: { id: number }, userId: number = 0) =>
    get(current().ctx, `/projects/GetDocumentInfoToDownload/${userId}/${project.id}`, current().tokens[who]);
  const isMax = (who: Who, project: { id: number }, slot: string) =>
    get(current().ctx, `/projects/ismaxfileuploaded/${project.id}/${slot}`, current().tokens[who]);
  const fileById = (who: Who, documentId: number, query = '') =>
    get(current().ctx, `/projects/GetFileById/${documentId}${query}`, current().tokens[who]);
  const remove = (who: Who, fileName: string, slot: string, projectId: number) =>
    current().ctx.app.inject({
      method: 'DELETE',
      url: `/api/projects/deleteprojectdocs/${encodeURIComponent(fileName)}/${slot}/${projectId}`,
      headers: { authorization: `Bearer ${current().tokens[who]}` },
    });

  async function rowCounts() {
    const { ctx } = current();
    const [files, docs] = await Promise.all([
      ctx.database.db.select({ id: storedFiles.id }).from(storedFiles),
      ctx.database.db.select({ id: projectDocuments.id }).from(projectDocuments),
    ]);
    return { files: files.length, docs: docs.length, objects: storedObjects(ctx).length };
  }

  /** Runs a refused upload and proves that it left no stored object and no row. */
  async function refusedLeavesNothing<R>(run: () => Promise<R>): Promise<R> {
    const before = await rowCounts();
    const res = await run();
    expect(await rowCounts()).toEqual(before);
    return res;
  }

  async function liveSlot(projectId: number, slot: string) {
    return current()
      .ctx.database.db.select({ id: projectDocuments.id, fileName: storedFiles.fileName })
      .from(projectDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, projectDocuments.fileId))
      .where(
        and(
          eq(projectDocuments.projectId, projectId),
          eq(projectDocuments.slot, slot),
          isNull(projectDocuments.deletedAt),
        ),
      )
      .orderBy(asc(projectDocuments.id));
  }

  return { info, isMax, fileById, remove, refusedLeavesNothing, liveSlot };
}
