import { useMutation } from '@tanstack/react-query';
import { type ProjectExportBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { downloadCall } from '../../../lib/api';
import { browserTimeZone } from '../../../lib/dates';

/**
 * POST /Projects/exportprojectscsv: every row of the filtered, sorted list as projects.csv, its dates the
 * calendar days the grid shows (the browser's time zone goes along).
 */
export const exportProjectsCsv = (filters: Omit<ProjectExportBody, 'TimeZone'>) =>
  downloadCall(API.exportProjectsCsv, { body: { ...filters, TimeZone: browserTimeZone() } }, 'projects.csv');

/** Downloads the list as projects.csv. */
export const useExportProjectsCsv = () => useMutation({ mutationFn: exportProjectsCsv });
