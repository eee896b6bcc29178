import type { Readable } from 'node:stream';
import { DEFAULT_LANGUAGE } from '@portal/contract';
import type { SignedInContext } from '../../platform/api';
import { projectCsv, projectCsvHeaders, type ProjectCsvOptions } from '../projects/list-rows';
import { listCondition, type ListFilters } from './query';

/** The header row in `lang`. */
export const csvHeaders = projectCsvHeaders;
export const CSV_HEADERS = csvHeaders(DEFAULT_LANGUAGE);

export interface ExportOptions extends ListFilters, ProjectCsvOptions {}

export interface ExportCsvInput {
  options: ExportOptions;
}

/**
 * POST /Projects/exportprojectscsv: the CSV stream of the caller's filtered list (same scope, filters,
 * search and order as the grid), in the reader's language (the request's Accept-Language), dates in the
 * reader's time zone (`options.TimeZone`, validated by the contract).
 */
export async function exportCsv(
  { db, auth, lang, config }: SignedInContext,
  { options }: ExportCsvInput,
): Promise<Readable> {
  return projectCsv(db, await listCondition(db, auth, options, config.ballClock), options, lang);
}
