import { and, desc, eq, inArray } from 'drizzle-orm';
import { countryLabelOf, REQUEST_STATUS_LABELS, ROLES, type AccountProjectRow } from '@portal/contract';
import { originatorRequests, projects, users } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { ownProjectsCondition } from '../../platform/policy';
import { brandNamesText, listBrandText } from '../projects/list-copies';
import { orderOf, rowColumns } from './query';
import { rowsWithBall } from './with-ball';

/** Most rows of each part (projects, requests) the account list answers; the paged list has them all. */
export const ACCOUNT_LIST_LIMIT = 1000;

/**
 * GET Projects/getallprojectbyaccountname, "a list of projects" (spec 001 §7): the caller's own projects
 * (originated, or linked to its Retail Location account) as list rows, newest first, then its pending and
 * rejected requests, newest first, marked by their status. Roles without projects of their own (VC, HQ,
 * RND) get [].
 */
export async function accountProjectsOf({ db, auth, config }: SignedInContext): Promise<AccountProjectRow[]> {
  const own = ownProjectsCondition(auth);
  if (!own) return [];
  const [projectRows, requestRows, [caller]] = await Promise.all([
    db
      .select(rowColumns)
      .from(projects)
      .leftJoin(users, eq(users.id, projects.originatorUserId))
      .where(own)
      .orderBy(...orderOf('createdOn', 'desc'))
      .limit(ACCOUNT_LIST_LIMIT),
    auth.role === ROLES.ORIGINATOR
      ? db
          .select()
          .from(originatorRequests)
          .where(
            and(
              eq(originatorRequests.originatorUserId, auth.userId),
              inArray(originatorRequests.status, ['pending', 'rejected']),
            ),
          )
          .orderBy(desc(originatorRequests.createdAt), desc(originatorRequests.id))
          .limit(ACCOUNT_LIST_LIMIT)
      : [],
    db.select({ email: users.email }).from(users).where(eq(users.id, auth.userId)),
  ]);
  const projectPart: AccountProjectRow[] = (await rowsWithBall(db, config.ballClock, projectRows)).map(
    (r) => ({
      ...r,
      originatorProjectRequestId: null,
      isNewCreation: null,
    }),
  );
  const requestPart: AccountProjectRow[] = requestRows.map((r) => ({
    projectId: null,
    userId: r.originatorUserId,
    siteName: r.siteName,
    brands: listBrandText(brandNamesText(r.brandDetails.map((b) => b.brandId))),
    documentationOnly: r.isDocumentOnly,
    createdOn: r.createdAt.toISOString(),
    plannedOpeningDate: null,
    city: r.city,
    country: countryLabelOf(r.countryCode),
    countryCode: r.countryCode,
    statusId: null,
    status: REQUEST_STATUS_LABELS[r.status],
    statusDate: (r.decidedAt ?? r.createdAt).toISOString(),
    designValidationDate: null,
    projectUniqueId: '',
    architectEmail: caller?.email ?? '',
    isEnabled: true,
    isActive: 'Yes',
    ball: null,
    originatorProjectRequestId: r.id,
    isNewCreation: r.isNewCreation ? 'Yes' : 'No',
  }));
  return [...projectPart, ...requestPart];
}
