import { type OversightFilters, type ProcessCsvName } from '@portal/contract';
import { API } from '../../../lib/routes';
import { downloadCall } from '../../../lib/api';
import { browserTimeZone } from '../../../lib/dates';

/** POST home/GetProcessStatusCSV: the filtered projects of one process status as `{Name}.csv`. */
export const getProcessStatusCsv = (filters: OversightFilters, name: ProcessCsvName) =>
  downloadCall(
    API.getProcessStatusCsv,
    { body: { ...filters, Name: name, TimeZone: browserTimeZone() } },
    `${name}.csv`,
    { expiredOn403: true },
  );
