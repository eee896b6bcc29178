import { useMutation } from '@tanstack/react-query';
import { type OversightFilters, type ProcessCsvName } from '@portal/contract';
import { getProcessStatusCsv } from './getProcessStatusCsv';
import { getProcessStatusExtract } from './getProcessStatusExtract';
import { getProjectBasedExtract } from './getProjectBasedExtract';

/** One of the dashboard's downloads: a status's CSV, or one of the two extracts. */
export type DashboardExport =
  { kind: 'csv'; name: ProcessCsvName } | { kind: 'brands' } | { kind: 'projects' };

export function downloadExport(filters: OversightFilters, what: DashboardExport): Promise<void> {
  if (what.kind === 'csv') return getProcessStatusCsv(filters, what.name);
  return what.kind === 'brands' ? getProcessStatusExtract(filters) : getProjectBasedExtract(filters);
}

/** Downloads one export for these filters. */
export const useDownloadExport = (filters: OversightFilters) =>
  useMutation({ mutationFn: (what: DashboardExport) => downloadExport(filters, what) });
