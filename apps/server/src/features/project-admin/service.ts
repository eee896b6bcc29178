import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  countryLabelOf,
  MAX_DB_ID,
  ROLES,
  statusName,
  toLanguage,
  type AdminProjectRow,
  type Language,
} from '@portal/contract';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import {
  messageAttachments,
  projectDocuments,
  projectMessages,
  projects,
  storedFiles,
  users,
} from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import { badRequest, notFound, refused } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { containsPattern } from '../../platform/like';
import { portalLink } from '../../platform/links';
import { enqueueMail } from '../../platform/mail';
import type { Storage } from '../../platform/storage';
import type { AuthContext } from '../../platform/auth';
import { lockProject } from '../projects/record';
import { tellLifecycle } from '../projects/lifecycle/notifier';
import { transition } from '../projects/lifecycle/transition';

/**
 * Admin tasks of the Validation Center Team (spec 001 §2 "Admin task grid", §4, §8): search, change of
 * originator, Approved → Refused / Not Compliant (the lifecycle's admin refusal), delete. Every change is one transaction with its mail
 * and audit row.
 */

const ADMIN_LIST_LIMIT = 200;

/** GET Projects/GetAdminproject/{search?}: by unique code or numeric id (partial), newest first, at most 200. */
export async function adminProjects(db: Db, search: string): Promise<AdminProjectRow[]> {
  const pattern = containsPattern(search);
  const rows = await db
    .select({ project: projects, email: users.email })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.originatorUserId))
    .where(
      search
        ? or(ilike(projects.uniqueCode, pattern), sql`cast(${projects.id} as text) like ${pattern}`)
        : undefined,
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map(({ project: p, email }) => ({
    projectId: p.id,
    projectUniqueId: p.uniqueCode,
    siteName: p.siteName,
    city: p.city,
    country: countryLabelOf(p.countryCode),
    countryCode: p.countryCode,
    brands: p.brandNames,
    statusId: p.statusId,
    status: statusName(p.statusId),
    architectEmail: email ?? '',
    createdOn: p.createdAt.toISOString(),
    isEnabled: p.isEnabled,
  }));
}

/** An accepted Project Originator account with this address, if any. */
async function validOriginator(db: Db | Tx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, ROLES.ORIGINATOR), eq(users.status, 'accepted')));
  return row;
}

/** POST Users/SendEmailToProjectOriginator/: 'Valid' when an accepted originator has this address. */
export async function verifyOriginator(db: Db, email: string): Promise<'Valid' | 'InValid'> {
  if (!email) throw badRequest('validation.invalid', { Email: 'validation.required' });
  return (await validOriginator(db, email)) ? 'Valid' : 'InValid';
}

/** The project with this unique code, locked for the change; 404 when there is none. */
async function lockProjectByCode(tx: Tx, code: string) {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(sql`upper(${projects.uniqueCode}) = upper(${code}::text)`);
  const project = row ? await lockProject(tx, row.id) : undefined;
  if (!project) throw notFound();
  return project;
}

/** POST Users/MapUser: the project gets a new originator, who is mailed. */
export async function mapOriginator(
  db: Db,
  config: Config,
  body: { ProjectUniqueId: string; Email: string },
  actor: Actor,
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const project = await lockProjectByCode(tx, body.ProjectUniqueId);
    const originator = await validOriginator(tx, body.Email);
    if (!originator) throw refused('admin.originatorInvalid');
    await tx
      .update(projects)
      .set({ originatorUserId: originator.id, updatedAt: new Date() })
      .where(eq(projects.id, project.id));
    await enqueueMail(tx, {
      to: originator.email,
      lang: toLanguage(originator.language),
      template: 'originatorMapped',
      vars: {
        firstName: originator.firstName,
        projectCode: project.uniqueCode,
        siteName: project.siteName,
        city: project.city,
        link: portalLink(config, 'login'),
      },
    });
    await audit(tx, actor, 'adminTask.mapOriginator', 'project', project.id, {
      uniqueCode: project.uniqueCode,
      fromUserId: project.originatorUserId,
      toUserId: originator.id,
    });
    return { statusCode: 200, message: t(lang, 'admin.originatorMapped') };
  });
}

/** POST /Projects/UpdateStatusApproveToRejected/{projectId}: Project Approved → Refused / Not Compliant only. */
export async function refuseApproved(
  db: Db,
  config: Config,
  auth: AuthContext,
  projectId: number,
  actor: Actor,
): Promise<boolean> {
  if (projectId > MAX_DB_ID) throw notFound();
  return db.transaction(async (tx) => {
    const done = await transition(
      tx,
      projectId,
      'adminRefusal',
      { user: auth },
      { actor, refusal: 'admin.notApproved', note: 'admin' },
    );
    // A refusal re-opens the dossier: the originator may correct the design and submit it again (docs/lifecycle.md).
    await tx.update(projects).set({ isSubmittedForApproval: false }).where(eq(projects.id, projectId));
    await tellLifecycle(tx, config, { about: 'adminRefusal', done });
    return true;
  });
}

/** DELETE /projects/deleteproject?projectUniqueId=: the project and what belongs to it (brands, history). */
export async function deleteProject(
  db: Db,
  storage: Storage,
  code: string,
  actor: Actor,
  lang: Language,
  log?: FastifyBaseLogger,
) {
  const { answer, keys } = await db.transaction(async (tx) => {
    const project = await lockProjectByCode(tx, code);
    // Its files (document versions, message attachments) go with it (docs/files.md): rows here, contents after
    // the commit.
    const files = await tx
      .select({ id: storedFiles.id, key: storedFiles.storageKey })
      .from(storedFiles)
      .where(
        or(
          inArray(
            storedFiles.id,
            tx
              .select({ id: projectDocuments.fileId })
              .from(projectDocuments)
              .where(eq(projectDocuments.projectId, project.id)),
          ),
          inArray(
            storedFiles.id,
            tx
              .select({ id: messageAttachments.fileId })
              .from(messageAttachments)
              .innerJoin(projectMessages, eq(projectMessages.id, messageAttachments.messageId))
              .where(eq(projectMessages.projectId, project.id)),
          ),
        ),
      );
    // Brands, history, documents, messages and the design records go with it; a request that led to it keeps
    // its row (project id cleared).
    await tx.delete(projects).where(eq(projects.id, project.id));
    if (files.length)
      await tx.delete(storedFiles).where(
        inArray(
          storedFiles.id,
          files.map((f) => f.id),
        ),
      );
    await audit(tx, actor, 'adminTask.deleteProject', 'project', project.id, {
      uniqueCode: project.uniqueCode,
      siteId: project.siteId,
      siteName: project.siteName,
      statusId: project.statusId,
      originatorUserId: project.originatorUserId,
      files: files.length,
    });
    return {
      answer: { statusCode: 200, message: t(lang, 'admin.projectDeleted') },
      keys: files.map((f) => f.key),
    };
  });
  // After the commit: an object left behind by a failed removal is only unused space, never a dangling row.
  for (const key of keys)
    await storage
      .remove(key)
      .catch((err: unknown) => log?.warn({ err }, 'stored file of a deleted project not removed'));
  return answer;
}
