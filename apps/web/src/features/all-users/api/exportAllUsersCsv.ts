import { useMutation } from '@tanstack/react-query';
import { type AllUsersCsvQuery } from '@portal/contract';
import { API } from '../../../lib/routes';
import { downloadCall } from '../../../lib/api';
import { browserTimeZone } from '../../../lib/dates';

/**
 * GET users/GetAllUsersCSV (our addition): every row of the filtered, sorted list as users.csv, its dates the
 * calendar days the grid shows (the browser's time zone goes along).
 */
export const exportAllUsersCsv = (filters: Omit<AllUsersCsvQuery, 'TimeZone'>) => {
  const TimeZone = browserTimeZone();
  return downloadCall(
    API.getAllUsersCsv,
    { query: { ...filters, ...(TimeZone ? { TimeZone } : {}) } },
    'users.csv',
    { expiredOn403: true },
  );
};

/** Downloads the filtered, sorted list as users.csv. */
export const useExportAllUsersCsv = () => useMutation({ mutationFn: exportAllUsersCsv });
