import { type OversightFilters } from '@portal/contract';
import { API } from '../../../lib/routes';
import { downloadCall } from '../../../lib/api';
import { browserTimeZone } from '../../../lib/dates';

/** POST home/GetProjectBasedExtractCSV: the project-based extract (one row per project, .xlsx). */
export const getProjectBasedExtract = (filters: OversightFilters) =>
  downloadCall(
    API.getProjectBasedExtract,
    { body: { ...filters, TimeZone: browserTimeZone() } },
    'project-based-extract.xlsx',
    { expiredOn403: true },
  );
