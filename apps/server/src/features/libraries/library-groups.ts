import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  HIDDEN_TUTORIAL_GROUPS,
  TUTORIAL_GROUP_LABELS,
  type Library,
  type TutorialGroup,
} from '@portal/contract';
import { libraryDocuments, storedFiles } from '../../db/schema';
import type { CommandContext } from '../../platform/api';

/**
 * A library's live files grouped per brand, brands and names in alphabetical order (spec 001 §3 "Library
 * document"): GET tutorials/getdynamicbranddocuments for the information pack (libraries feature) and
 * GET tutorials/getdynamictutorialdocuments for the tutorials (the Documents screen and the public tutorial
 * page). A brand without a file is left out. The tutorial library hides the professional lines' groups and relabels one.
 */
export async function libraryGroups({ db }: CommandContext, library: Library): Promise<TutorialGroup[]> {
  const rows = await db
    .select({
      documentId: libraryDocuments.id,
      brandName: libraryDocuments.brandName,
      fileName: storedFiles.fileName,
      uploadedAt: libraryDocuments.uploadedAt,
    })
    .from(libraryDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, libraryDocuments.fileId))
    .where(and(eq(libraryDocuments.library, library), isNull(libraryDocuments.deletedAt)))
    .orderBy(asc(libraryDocuments.brandName), asc(storedFiles.fileName), asc(libraryDocuments.id));
  const groups = new Map<string, TutorialGroup>();
  for (const row of rows) {
    if (library === 'tutorial' && HIDDEN_TUTORIAL_GROUPS.includes(row.brandName)) continue;
    let group = groups.get(row.brandName);
    if (!group) {
      const label = library === 'tutorial' ? TUTORIAL_GROUP_LABELS[row.brandName] : undefined;
      group = { brandName: row.brandName, brandLabel: label ?? row.brandName, fileList: [] };
      groups.set(row.brandName, group);
    }
    group.fileList.push({
      documentId: row.documentId,
      fileName: row.fileName,
      uploadDate: row.uploadedAt.toISOString(),
    });
  }
  return [...groups.values()];
}
