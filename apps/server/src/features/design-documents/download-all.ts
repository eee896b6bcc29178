import { shownSlots } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { Storage } from '../../platform/storage';
import { sendZip, type ZipEntry } from '../../platform/zip-download';
import { brandSelectionOf, liveVersions } from './dossier';
import { callerProject, linkSlots, messageFilesOf, type DocumentCaller } from './external';

/**
 * GET /projects/downloadalldocuments/{projectId} ("Download All Documents", docs/external-parties.md): one zip of exactly the
 * files the caller's page lists. A link: the latest version of each slot its page lists (the download page
 * also the messages' attachments); a signed-in user: the latest version of each slot the tab shows.
 */
export async function sendAllDocuments(
  { db, caller, storage }: { db: DbOrTx; caller: DocumentCaller; storage: Storage },
  reply: FastifyReply,
  projectId: number,
) {
  const project = await callerProject(db, caller, projectId);
  const slots = linkSlots(caller) ?? shownSlots(await brandSelectionOf(db, projectId));
  const versions = await liveVersions(db, projectId);
  const entries: ZipEntry[] = [];
  for (const slot of slots) {
    // Newest first: the first of the slot is the one its field lists.
    const latest = versions.find((v) => v.slot === slot);
    if (latest) entries.push({ name: latest.fileName, storageKey: latest.storageKey });
  }
  if (caller.link?.party === 'download') {
    for (const f of await messageFilesOf(db, projectId)) {
      entries.push({ name: f.fileName, storageKey: f.storageKey });
    }
  }
  return sendZip(reply, storage, { fileName: `${project.uniqueCode}-documents.zip`, entries });
}
