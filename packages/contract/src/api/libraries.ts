import { z } from 'zod';
import { BRANDS, HIDDEN_TUTORIAL_GROUPS, NON_PSA_BRAND } from '../reference';
import { ROLES } from '../roles';
import { tutorialGroup } from '../schemas/accounts';
import { messageBody } from '../schemas/common';
import { uploadAnswer } from '../schemas/design';
import { dbId } from '../schemas/ids';
import { route } from './define';

/** The two guideline libraries of the Documents screen (spec 001 §2 "Documents screen", §3 "Library document"). */
export const LIBRARIES = ['infopack', 'tutorial'] as const;
export type Library = (typeof LIBRARIES)[number];

/** Who adds and deletes library documents (spec 001 §6; spec 002 §6). */
export const LIBRARY_EDITORS = [ROLES.VC, ROLES.HQ] as const;

/**
 * The brands a library document may be filed under: every brand but Non-PSA; the tutorial library also
 * leaves out the groups its list hides (a file there would never be seen).
 */
export function libraryBrands(library: Library): string[] {
  return BRANDS.map((b) => b.name).filter(
    (name) => name !== NON_PSA_BRAND && (library !== 'tutorial' || !HIDDEN_TUTORIAL_GROUPS.includes(name)),
  );
}

/**
 * `tutorials/uploadafile` multipart text fields: the spec's DocumentName (its meaning is not shown: accepted,
 * kept in the audit row) and our two fields, Library and BrandName, which say where the file goes. File part
 * `files` (one).
 */
export const uploadLibraryFields = z
  .object({
    DocumentName: z.string().trim().max(200, 'validation.tooLong').optional(),
    Library: z.enum(LIBRARIES, { error: 'libraries.validation.library' }),
    BrandName: z.string().trim().min(1, 'libraries.validation.brand').max(100, 'libraries.validation.brand'),
  })
  .superRefine((v, ctx) => {
    if (!libraryBrands(v.Library).includes(v.BrandName))
      ctx.addIssue({ code: 'custom', path: ['BrandName'], message: 'libraries.validation.brand' });
  });

/** The Documents screen's calls (spec 001 §7); the tutorial list and the download are in `accounts.ts`. */
export const librariesApi = {
  getBrandDocuments: route({
    method: 'GET',
    path: '/tutorials/getdynamicbranddocuments',
    access: 'user',
    tag: 'tutorials',
    summary: 'The information pack: files per brand (brands without files left out)',
    answer: z.array(tutorialGroup),
  }),
  deleteInfoPackDocument: route({
    method: 'DELETE',
    path: '/tutorials/deleteinfopackdocument/:documentId',
    access: LIBRARY_EDITORS,
    tag: 'tutorials',
    summary: 'Soft-deletes a library document (information pack or tutorial); 404 unknown or already deleted',
    params: z.object({ documentId: dbId }),
    answer: messageBody,
  }),
  uploadLibraryFile: route({
    method: 'POST',
    path: '/tutorials/uploadafile',
    access: LIBRARY_EDITORS,
    tag: 'tutorials',
    summary:
      'multipart/form-data: files (one), DocumentName, Library (infopack | tutorial) and BrandName (our additions); 400 name rule, 409 FileExist (same name in the same library and brand), 413 over MAX_UPLOAD_MB',
    multipart: uploadLibraryFields,
    answer: uploadAnswer,
  }),
};
