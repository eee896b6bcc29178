import type { FastifyReply } from 'fastify';
import { EXTRACTS } from '@portal/contract';
import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../platform/auth';
import { sendStoredFile } from '../../../platform/download';
import { refused } from '../../../platform/errors';
import type { Storage } from '../../../platform/storage';
import { BRAND_EXTRACT_FILE, PROJECT_EXTRACT_FILE, XLSX_TYPE } from '../extracts';
import { ownExtract, shownStatus } from './read';

/** The file's name: the streamed download's, with the day it was made (`project-based-extract-2026-11-27.xlsx`). */
export function preparedFileName(kind: 'projects' | 'brands', readyAt: Date): string {
  const base = kind === 'projects' ? PROJECT_EXTRACT_FILE : BRAND_EXTRACT_FILE;
  return base.replace(/\.xlsx$/, `-${readyAt.toISOString().slice(0, 10)}.xlsx`);
}

/**
 * `home/DownloadExtract/{extractId}`: the prepared workbook, to its requester only (404 for anyone else's,
 * platform/policy.ts), signed in: the mailed link opens the portal's page, never the file itself. While it is
 * being made, once it failed and once expired: a 405 that says so.
 */
export async function downloadExtract(
  deps: { db: Db; storage: Storage; auth: Pick<AuthContext, 'userId'>; reply: FastifyReply },
  extractId: number,
) {
  const row = await ownExtract(deps.db, deps.auth, extractId);
  const status = shownStatus(row);
  if (status === 'expired') throw refused('extracts.expired', { days: EXTRACTS.keepDays });
  if (status === 'failed') throw refused('extracts.failed');
  if (status !== 'ready' || !row.storageKey || !row.readyAt || row.sizeBytes === null)
    throw refused('extracts.notReady');
  return sendStoredFile(deps.reply, deps.storage, {
    storageKey: row.storageKey,
    fileName: preparedFileName(row.kind, row.readyAt),
    contentType: XLSX_TYPE,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256 ?? '',
    createdAt: row.readyAt,
  });
}
