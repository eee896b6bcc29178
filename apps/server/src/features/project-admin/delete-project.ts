import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageBody } from '@portal/contract';
import {
  messageAttachments,
  projectDocuments,
  projectMessages,
  projects,
  storedFiles,
} from '../../db/schema';
import type { CommandContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { t } from '../../platform/i18n';
import type { Storage } from '../../platform/storage';
import { lockProjectByCode } from './project-by-code';

/** Deleting also removes the project's stored files, and logs a removal that failed. */
export interface DeleteProjectContext extends CommandContext {
  storage: Storage;
  request: { log: FastifyBaseLogger };
}

/** DELETE /projects/deleteproject?projectUniqueId=: the project and what belongs to it (brands, history). */
export async function deleteProject(
  { db, storage, actor, lang, request }: DeleteProjectContext,
  { code }: { code: string },
): Promise<MessageBody> {
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
      .catch((err: unknown) => request.log.warn({ err }, 'stored file of a deleted project not removed'));
  return answer;
}
