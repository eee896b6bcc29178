import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { FEEDBACK_TYPE, VALIDATION_PROMISE_DAYS, type FeedbackRow } from '@portal/contract';
import { fitWidth } from '../../components/fitColumn';
import { OverflowText } from '../../components/OverflowText';
import { formatDate } from '../../lib/dates';
import { countryText, statusText } from '../../lib/reference';
import type { FeedbackType } from './listState';

/** The field of the feedback date column: the grid's sort model names it. */
export const DATE_FIELD: Record<FeedbackType, keyof FeedbackRow> = {
  [FEEDBACK_TYPE.requested]: 'dateFeedbackRequested',
  [FEEDBACK_TYPE.provided]: 'dateFeedbackProvided',
};
const DATE_HEADER: Record<FeedbackType, string> = {
  [FEEDBACK_TYPE.requested]: 'feedbackLists.col.dateFeedbackRequested',
  [FEEDBACK_TYPE.provided]: 'feedbackLists.col.dateFeedbackProvided',
};

/** Both lists are about feedback on the design: the project opens on its Design Validation tab. */
export const projectAddress = (row: Pick<FeedbackRow, 'projectId'>) =>
  `/UniqueProject/${row.projectId}?tab=design`;

/** Past the "about 2 weeks" promise (spec 001 §9; docs/lifecycle.md: the lists flag overdue projects). */
export const isOverdue = (days: number | null) => days !== null && days > VALIDATION_PROMISE_DAYS;

const cut = ({ formattedValue, value }: GridRenderCellParams<FeedbackRow>) => (
  <OverflowText text={String(formattedValue ?? value ?? '')} />
);

/** Columns as the project list's (spec 001 §2), with the feedback date and the days since submission. */
/** Fixed widths plus the two flexible columns' minimums stay under the 1440 px content width (no sideways scroll). */
export function feedbackColumns(
  t: TFunction,
  feedbackType: FeedbackType,
  rows: readonly FeedbackRow[],
): GridColDef<FeedbackRow>[] {
  const plain = { sortable: false, disableColumnMenu: true } as const;
  return [
    {
      field: 'open',
      headerName: t('feedbackLists.col.open'),
      width: 64,
      ...plain,
      renderCell: ({ row }) => {
        const label = t('feedbackLists.openProject', { code: row.projectUniqueId });
        return (
          <IconButton
            size="small"
            color="primary"
            component={Link}
            to={projectAddress(row)}
            aria-label={label}
            title={label}
            // The row's own click would navigate a second time.
            onClick={(e: MouseEvent) => e.stopPropagation()}
          >
            <VisibilityIcon fontSize="small" />
          </IconButton>
        );
      },
    },
    {
      field: 'siteName',
      headerName: t('feedbackLists.col.siteName'),
      // As wide as the longest site name shown (up to 320 px; beyond, cut with a tooltip).
      minWidth: fitWidth(
        rows.map((r) => r.siteName),
        { min: 160, max: 320 },
      ),
      flex: 1,
      ...plain,
      renderCell: cut,
    },
    {
      field: 'brands',
      headerName: t('feedbackLists.col.brands'),
      minWidth: fitWidth(
        rows.map((r) => r.brands),
        { min: 140, max: 240 },
      ),
      flex: 1,
      ...plain,
      renderCell: cut,
    },
    {
      field: 'country',
      headerName: t('feedbackLists.col.country'),
      width: 110,
      ...plain,
      valueGetter: (_value, row) => countryText(t, row.countryCode, row.country),
      renderCell: cut,
    },
    {
      field: 'status',
      headerName: t('feedbackLists.col.status'),
      width: 160,
      ...plain,
      valueGetter: (_value, row) => statusText(t, row.statusId, row.status),
      renderCell: cut,
    },
    {
      field: 'projectUniqueId',
      headerName: t('feedbackLists.col.projectUniqueId'),
      width: 150,
      ...plain,
    },
    {
      field: DATE_FIELD[feedbackType],
      headerName: t(DATE_HEADER[feedbackType]),
      width: 175,
      // The one order the server offers: by this date.
      sortable: true,
      disableColumnMenu: true,
      valueFormatter: (value: string | null) => formatDate(value),
    },
    {
      field: 'daysSinceSubmission',
      headerName: t('feedbackLists.col.daysSinceSubmission'),
      width: 160,
      ...plain,
      renderCell: ({ row }) => {
        const days = row.daysSinceSubmission;
        if (days === null) return '';
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
            <span>{days}</span>
            {isOverdue(days) && (
              <Tooltip title={t('feedbackLists.overdueHint', { days: VALIDATION_PROMISE_DAYS })}>
                <Chip size="small" color="warning" label={t('feedbackLists.overdue')} tabIndex={0} />
              </Tooltip>
            )}
          </Box>
        );
      },
    },
  ];
}
