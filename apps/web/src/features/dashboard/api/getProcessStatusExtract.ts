import { type OversightFilters } from '@portal/contract';
import { API } from '../../../lib/routes';
import { downloadCall } from '../../../lib/api';
import { browserTimeZone } from '../../../lib/dates';

/** POST home/GetProcessStatusExtractCSV: the brand-based extract (one row per project and brand, .xlsx). */
export const getProcessStatusExtract = (filters: OversightFilters) =>
  downloadCall(
    API.getProcessStatusExtract,
    { body: { ...filters, TimeZone: browserTimeZone() } },
    'brand-based-extract.xlsx',
    { expiredOn403: true },
  );
