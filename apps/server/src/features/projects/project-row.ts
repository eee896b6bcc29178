import { countryLabelOf, statusName, type ProjectRow } from '@portal/contract';
import { projects, users } from '../../db/schema';
import { listBrandText } from './list-copies';

/** The list row as the project list, its export and the pending feedback lists present it. */

/** The grid's columns as selected from `projects` left-joined to the originator. */
export const rowColumns = {
  id: projects.id,
  originatorUserId: projects.originatorUserId,
  siteName: projects.siteName,
  brandNames: projects.brandNames,
  documentationOnly: projects.documentationOnly,
  createdAt: projects.createdAt,
  plannedOpeningDate: projects.plannedOpeningDate,
  city: projects.city,
  countryCode: projects.countryCode,
  statusId: projects.statusId,
  statusDate: projects.statusDate,
  designValidationDate: projects.designValidationDate,
  uniqueCode: projects.uniqueCode,
  isEnabled: projects.isEnabled,
  isActive: projects.isActive,
  architectEmail: users.email,
};

export interface SelectedRow {
  id: number;
  originatorUserId: number | null;
  siteName: string;
  brandNames: string;
  documentationOnly: boolean;
  createdAt: Date;
  plannedOpeningDate: string | null;
  city: string;
  countryCode: string;
  statusId: number;
  statusDate: Date;
  designValidationDate: Date | null;
  uniqueCode: string;
  isEnabled: boolean;
  isActive: boolean;
  architectEmail: string | null;
}

export function toProjectRow(r: SelectedRow): ProjectRow {
  return {
    projectId: r.id,
    userId: r.originatorUserId,
    siteName: r.siteName,
    brands: listBrandText(r.brandNames),
    documentationOnly: r.documentationOnly,
    createdOn: r.createdAt.toISOString(),
    plannedOpeningDate: r.plannedOpeningDate,
    city: r.city,
    country: countryLabelOf(r.countryCode),
    countryCode: r.countryCode,
    statusId: r.statusId,
    status: statusName(r.statusId),
    statusDate: r.statusDate.toISOString(),
    designValidationDate: r.designValidationDate?.toISOString() ?? null,
    projectUniqueId: r.uniqueCode,
    architectEmail: r.architectEmail ?? '',
    isEnabled: r.isEnabled,
    isActive: r.isActive ? 'Yes' : 'No',
  };
}
