import { useMutation } from '@tanstack/react-query';
import { type OversightFilters, type ProcessCsvName } from '@portal/contract';
import { getProcessStatusCsv } from './getProcessStatusCsv';

/**
 * Downloads one status's CSV for these filters (streamed: even a million rows finish in about a minute). The two
 * .xlsx extracts are prepared in the background instead (requestExtract.ts).
 */
export const useDownloadCsv = (filters: OversightFilters) =>
  useMutation({ mutationFn: (name: ProcessCsvName) => getProcessStatusCsv(filters, name) });
