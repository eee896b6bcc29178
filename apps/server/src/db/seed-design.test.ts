import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { CHECK_STATUS, FEEDBACK_TYPE, STATUS, requiredSlots, type BrandSelection } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { createTestContext, get, signIn, type TestContext } from '../../test/helpers';
import {
  auditLog,
  designValidations,
  messageAttachments,
  projectBrandDesign,
  projectDocuments,
  projectMessages,
  projects,
  projectStatusHistory,
  storedFiles,
  notifications,
  users,
} from './schema';
import { DEMO_PASSWORD, seedDemo } from './seed';
import { DEMO_DESIGN_MARKER, seedDemoDesign } from './seed-design';
import { DiskStorage, type Storage } from '../platform/storage';

let ctx: TestContext;
let storage: Storage;
beforeAll(async () => {
  ctx = await createTestContext();
  storage = new DiskStorage(path.join(ctx.dataDir, 'files'));
  await seedDemo(ctx.database.db, storage);
}, 180_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;

async function readAll(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('demo design dossiers', () => {
  it('gives every submitted project (statuses 1–5, 7 and later) all its required documents', async () => {
    const rows = await db().select().from(projects);
    const submitted = rows.filter(
      (p) => ![STATUS.registered, STATUS.registeredDocumentationOnly].includes(p.statusId as 0),
    );
    expect(submitted.length).toBeGreaterThan(20);
    for (const project of submitted) {
      const brands = await db()
        .select()
        .from(projectBrandDesign)
        .where(eq(projectBrandDesign.projectId, project.id));
      const selection: BrandSelection[] = brands.map((b) => ({
        brandId: b.brandId,
        brandEnabled: b.enabled,
        typology: b.typology,
        ciWorkstream: b.ciWorkstreams,
      }));
      const docs = await db()
        .select({ slot: projectDocuments.slot })
        .from(projectDocuments)
        .where(and(eq(projectDocuments.projectId, project.id), isNull(projectDocuments.deletedAt)));
      const filled = new Set(docs.map((d) => d.slot));
      for (const slot of requiredSlots(selection))
        expect(filled.has(slot), `${project.uniqueCode} ${slot}`).toBe(true);
    }
  });

  it('stores real files: PDFs and PNGs whose bytes match their hash', async () => {
    const files = await db()
      .select()
      .from(storedFiles)
      .innerJoin(projectDocuments, eq(projectDocuments.fileId, storedFiles.id))
      .limit(40);
    expect(files.length).toBe(40);
    for (const { stored_files: file } of files) {
      const bytes = await readAll(file.storageKey);
      expect(bytes.length).toBe(file.sizeBytes);
      if (file.contentType === 'application/pdf') expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      else expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('matches each validation record to the project status, with HQ feedback on both lists', async () => {
    const rows = await db()
      .select()
      .from(designValidations)
      .innerJoin(projects, eq(projects.id, designValidations.projectId));
    expect(rows.length).toBeGreaterThan(15);
    const history = await db()
      .select()
      .from(projectStatusHistory)
      .orderBy(asc(projectStatusHistory.changedAt));
    let refusedSeen = 0;
    for (const { design_validations: v, projects: p } of rows) {
      // The counts are the refusals the history went through: 1 → 4 (completeness), 2 → 5 (content).
      const path = history.filter((h) => h.projectId === p.id).map((h) => h.statusId);
      const after = (refusal: number, before: number) =>
        path.filter((id, i) => id === refusal && path[i - 1] === before).length;
      expect(v.completenessRefusals, p.uniqueCode).toBe(
        after(STATUS.refusedNotCompliant, STATUS.underReview),
      );
      expect(v.contentRefusals, p.uniqueCode).toBe(after(STATUS.refused, STATUS.revisionMeeting));
      if (p.statusId === STATUS.underReview) expect(v.completenessStatus).toBe(CHECK_STATUS.pending);
      if (p.statusId === STATUS.refusedNotCompliant) expect(v.completenessStatus).toBe(CHECK_STATUS.rejected);
      if (p.statusId === STATUS.refused) {
        expect(v.contentStatus).toBe(CHECK_STATUS.rejected);
        expect(v.contentRefusals).toBeGreaterThanOrEqual(1);
      }
      if (v.completenessRefusals + v.contentRefusals > 0) refusedSeen++;
      if (p.statusId === STATUS.approved) expect(v.contentStatus).toBe(CHECK_STATUS.approved);
    }
    expect(refusedSeen).toBeGreaterThan(2);
    const types = rows.map((r) => r.design_validations.feedbackType);
    expect(types).toContain(FEEDBACK_TYPE.requested);
    expect(types).toContain(FEEDBACK_TYPE.provided);
  });

  it('writes message threads, some with attachments', async () => {
    const messages = await db().select().from(projectMessages);
    expect(messages.length).toBeGreaterThan(30);
    const attachments = await db().select().from(messageAttachments);
    expect(attachments.length).toBeGreaterThan(0);
  });

  it('leaves the Validation Center notifications built from the packs (submissions, HQ answers)', async () => {
    const rows = await db()
      .select({ message: notifications.message, code: notifications.projectUniqueId })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(users.email, 'vc@demo.test'));
    expect(rows.length).toBeGreaterThan(2);
    for (const r of rows) {
      expect(r.message).toContain(r.code);
      expect(r.message).not.toMatch(/notification\./);
    }
  });

  it("shows the demo's notifications in the reader's language, like the live ones", async () => {
    const token = await signIn(ctx, 'vc@demo.test', DEMO_PASSWORD);
    for (const lang of ['de', 'fr', 'en'] as const) {
      const res = await get(ctx, '/home/getnotificationbyuser?userEmail=vc%40demo.test', token, {
        'accept-language': lang,
      });
      expect(res.statusCode).toBe(200);
      const items: { notificationMessage: string }[] = res.json().notificationsListData;
      expect(items.length).toBeGreaterThan(2);
      // The pack text up to its first value: the demo writes submissions and HQ answers.
      const starts = ['notification.designSubmitted', 'notification.feedbackProvided'].map(
        (key) => (packs[lang][key] ?? key).split(/<b>|\{\{/)[0] ?? '',
      );
      for (const item of items)
        expect(
          starts.some((start) => item.notificationMessage.startsWith(start)),
          item.notificationMessage,
        ).toBe(true);
    }
  });

  it('runs once', async () => {
    expect(await seedDemoDesign(db(), storage)).toEqual({ seeded: false });
    const markers = await db().select().from(auditLog).where(eq(auditLog.action, DEMO_DESIGN_MARKER));
    expect(markers).toHaveLength(1);
  });
});
