import fs from 'node:fs';
import path from 'node:path';
import { multipartBody, sampleFile, type FormPart } from './multipart';
import type { TestContext } from './helpers';

/** Helpers of the design document tests: the upload call as the page makes it, storage leftovers. */

export interface UploadInput {
  projectId: number | string;
  slot: string;
  fileName?: string;
  body?: Buffer;
  contentType?: string;
  replaceOldest?: boolean;
  /** Replaces the default parts entirely. */
  parts?: FormPart[];
  headers?: Record<string, string>;
}

/** POST projects/uploadafile with the page's fields (files, DocumentName, ProjectId, UserId, ReplaceOldest). */
export function uploadFile(ctx: TestContext, token: string, input: UploadInput) {
  const parts: FormPart[] = input.parts ?? [
    { name: 'DocumentName', value: input.slot },
    { name: 'ProjectId', value: String(input.projectId) },
    { name: 'UserId', value: '0' },
    ...(input.replaceOldest ? [{ name: 'ReplaceOldest', value: 'true' }] : []),
    {
      name: 'files',
      fileName: input.fileName ?? 'plan.pdf',
      contentType: input.contentType ?? 'application/pdf',
      body: input.body ?? sampleFile(input.fileName ?? 'plan.pdf'),
    },
  ];
  const form = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/projects/uploadafile',
    headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType, ...input.headers },
    payload: form.stream,
  });
}

/** Every file under the storage root (stored objects and half-written temporary files). */
export function storedObjects(ctx: TestContext): string[] {
  const root = path.join(ctx.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
