import { desc, eq, sql } from 'drizzle-orm';
import { countryLabelOf, REQUEST_STATUS_LABELS, type OriginatorRequestRow } from '@portal/contract';
import { originatorRequests, projects, users } from '../../../db/schema';
import type { CommandContext } from '../../../platform/api';
import { brandNamesText } from '../../projects/list-copies';

/** Rows shown on Site Approvals. */
const REQUEST_LIST_LIMIT = 500;

/**
 * GET Projects/GetAllProjectForArchitectToApprove (VC; spec 002 §2, §7): the originators' requests,
 * pending first, then decided; newest first; at most 500.
 */
export async function requestsToApprove({ db }: CommandContext): Promise<OriginatorRequestRow[]> {
  const rows = await db
    .select({
      request: originatorRequests,
      email: users.email,
      firstName: users.firstName,
      projectCode: projects.uniqueCode,
      projectStatusId: projects.statusId,
      projectActive: projects.isActive,
      projectEnabled: projects.isEnabled,
    })
    .from(originatorRequests)
    .innerJoin(users, eq(users.id, originatorRequests.originatorUserId))
    .leftJoin(projects, eq(projects.id, originatorRequests.projectId))
    .orderBy(
      sql`case when ${originatorRequests.status} = 'pending' then 0 else 1 end`,
      desc(originatorRequests.createdAt),
      desc(originatorRequests.id),
    )
    .limit(REQUEST_LIST_LIMIT);
  return rows.map(
    ({ request, email, firstName, projectCode, projectStatusId, projectActive, projectEnabled }) => ({
      originatorProjectRequestId: request.id,
      projectId: request.projectId,
      architectEmail: email,
      originatorFirstName: firstName,
      siteName: request.siteName,
      zipCode: request.zipCode,
      city: request.city,
      country: countryLabelOf(request.countryCode),
      countryCode: request.countryCode,
      street: request.street,
      regions: request.region,
      ARCADLocationCode: request.arcadLocationCode,
      retailer_FullName: request.retailerFullName,
      retailer_Phone: request.retailerPhone,
      retailer_EmailAddress: request.retailerEmail,
      isNewCreation: request.isNewCreation ? 'Yes' : 'No',
      // Inactive (the green row of spec 002 §2): completed, or paused by the Validation Center Team.
      isActive: (projectActive ?? true) && (projectEnabled ?? true),
      status: REQUEST_STATUS_LABELS[request.status],
      projectStatusId: projectStatusId ?? null,
      createdOn: request.createdAt.toISOString(),
      brands: brandNamesText(request.brandDetails.map((brand) => brand.brandId)),
      brandDetails: request.brandDetails.map((brand) => ({
        brandId: brand.brandId,
        contractTypeId: brand.contractTypeId,
        salesVolume: brand.salesVolume,
      })),
      projectUniqueId: projectCode ?? '',
      documentOnly: request.isDocumentOnly,
    }),
  );
}
