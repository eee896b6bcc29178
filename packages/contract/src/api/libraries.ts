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

/** The brand a library upload is filed under: BrandName when given, else DocumentName (any case). */
export function libraryUploadBrand(fields: {
  Library: Library;
  DocumentName?: string | undefined;
  BrandName?: string | undefined;
}): string | undefined {
  const named = (fields.BrandName || fields.DocumentName || '').toLowerCase();
  return libraryBrands(fields.Library).find((name) => name.toLowerCase() === named);
}

/**
 * `tutorials/uploadafile` multipart text fields. The spec's client sends only `files` (one) and DocumentName
 * (spec 001 §7), from the Add Document button of a brand's accordion: DocumentName names that brand. Our
 * optional fields say more: Library (default `infopack`, the first tab, whose calls the spec names) and
 * BrandName (the brand, when given; it wins over DocumentName).
 */
export const uploadLibraryFields = z
  .object({
    DocumentName: z.string().trim().max(200, 'validation.tooLong').optional(),
    Library: z.enum(LIBRARIES, { error: 'libraries.validation.library' }).optional().default('infopack'),
    BrandName: z.string().trim().max(100, 'libraries.validation.brand').optional(),
  })
  .superRefine((v, ctx) => {
    if (!libraryUploadBrand(v))
      ctx.addIssue({
        code: 'custom',
        path: [v.BrandName || !v.DocumentName ? 'BrandName' : 'DocumentName'],
        message: 'libraries.validation.brand',
      });
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
      'multipart/form-data: files (one) and DocumentName (the brand); our optional additions Library (infopack | tutorial, default infopack) and BrandName (the brand, over DocumentName); 400 name rule or unknown brand, 409 FileExist (same name in the same library and brand), 413 over MAX_UPLOAD_MB',
    multipart: uploadLibraryFields,
    answer: uploadAnswer,
  }),
};
