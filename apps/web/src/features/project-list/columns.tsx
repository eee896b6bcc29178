import EditIcon from '@mui/icons-material/Edit';
import RateReviewIcon from '@mui/icons-material/RateReview';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { ROLES, STATUS, type ProjectRow, type Role } from '@portal/contract';
import { BallDue, lateText } from '../../components/BallDue';
import { fitWidth } from '../../components/fitColumn';
import { OverflowText } from '../../components/OverflowText';
import { formatDate } from '../../lib/dates';
import { countryText, statusText } from '../../lib/reference';

/** Statuses whose row opens with the review icon for the Validation Center Team (spec 001 §2). */
const REVIEW_STATUSES: readonly number[] = [STATUS.underReview, STATUS.revisionMeeting];

type OpenKind = 'view' | 'edit' | 'review';

function openKind(role: Role, row: ProjectRow): OpenKind {
  if (role === ROLES.RETAIL || role === ROLES.ORIGINATOR) return 'edit';
  if (role === ROLES.VC && REVIEW_STATUSES.includes(row.statusId)) return 'review';
  return 'view';
}

function OpenCell({ row, role, t }: { row: ProjectRow; role: Role; t: TFunction }) {
  if (role === ROLES.RETAIL && row.isActive === 'No')
    return (
      // Two short lines if need be: the column stays narrow enough for the status to be in view.
      <Typography
        variant="caption"
        sx={{ color: 'success.dark', fontWeight: 600, lineHeight: 1.2, whiteSpace: 'normal' }}
      >
        {t('projectList.completedProject')}
      </Typography>
    );
  const kind = openKind(role, row);
  const vars = { code: row.projectUniqueId };
  const label =
    kind === 'edit'
      ? t('projectList.editProject', vars)
      : kind === 'review'
        ? t('projectList.reviewProject', vars)
        : t('projectList.viewProject', vars);
  const icon =
    kind === 'edit' ? (
      <EditIcon fontSize="small" />
    ) : kind === 'review' ? (
      <RateReviewIcon fontSize="small" />
    ) : (
      <VisibilityIcon fontSize="small" />
    );
  // A paused project cannot be opened, except by the Validation Center Team (docs/lifecycle.md).
  if (!row.isEnabled && role !== ROLES.VC)
    return (
      <Tooltip title={t('projectList.pausedHint')}>
        <span>
          <IconButton size="small" disabled aria-label={label}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  return (
    <IconButton
      size="small"
      color="primary"
      component={Link}
      // Reviewing a submitted design starts on the Design Validation tab.
      to={`/UniqueProject/${row.projectId}${kind === 'review' ? '?tab=design' : ''}`}
      aria-label={label}
      title={label}
    >
      {icon}
    </IconButton>
  );
}

export interface ColumnOptions {
  role: Role;
  t: TFunction;
  /** VC: toggles pause/enable of a project. */
  onToggleHold: (row: ProjectRow) => void;
  /** The project whose toggle is being saved. */
  holdingId: number | null;
  /** The rows shown: the text columns are as wide as their longest text. */
  rows: readonly ProjectRow[];
}

/** A text cell cut with an ellipsis, its full text in a tooltip. */
const cut = ({ formattedValue, value }: GridRenderCellParams<ProjectRow>) => (
  <OverflowText text={String(formattedValue ?? value ?? '')} />
);
/** Names and statuses wrap onto a second line of the row before they are cut (issue 20 §4). */
const wrapped = ({ formattedValue, value }: GridRenderCellParams<ProjectRow>) => (
  <OverflowText text={String(formattedValue ?? value ?? '')} lines={2} />
);

/** The list's columns, in the order of spec 001 §2. */
export function projectColumns({
  role,
  t,
  onToggleHold,
  holdingId,
  rows,
}: ColumnOptions): GridColDef<ProjectRow>[] {
  const fit = (text: (row: ProjectRow) => string, min: number, max: number) =>
    fitWidth(rows.map(text), { min, max });
  const date = (field: keyof ProjectRow, headerKey: string, width = 130): GridColDef<ProjectRow> => ({
    field,
    headerName: t(headerKey),
    width,
    valueFormatter: (value: string | null) => formatDate(value),
  });
  return [
    {
      field: 'open',
      headerName: t('projectList.col.open'),
      width: role === ROLES.RETAIL ? 110 : 100,
      sortable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => <OpenCell row={row} role={role} t={t} />,
    },
    // As wide as the longest site name shown, up to 195 px, so that the status stays in view at 1440 px with
    // the menu open (issue 9); a longer name takes a second line, and only beyond that is it cut with a tooltip.
    {
      field: 'siteName',
      headerName: t('projectList.col.siteName'),
      minWidth: fit((r) => r.siteName, 140, 195),
      flex: 1,
      renderCell: wrapped,
    },
    {
      field: 'brands',
      headerName: t('projectList.col.brands'),
      minWidth: 120,
      flex: 1,
      renderCell: wrapped,
    },
    {
      field: 'documentationOnly',
      headerName: t('projectList.col.documentationOnly'),
      width: 135,
      valueFormatter: (value: boolean) => (value ? t('common.yes') : t('common.no')),
    },
    date('createdOn', 'projectList.col.createdOn', 105),
    date('plannedOpeningDate', 'projectList.col.plannedOpeningDate', 125),
    {
      field: 'city',
      headerName: t('projectList.col.city'),
      width: fit((r) => r.city, 100, 160),
      renderCell: cut,
    },
    {
      field: 'country',
      headerName: t('projectList.col.country'),
      width: 100,
      renderCell: cut,
      valueGetter: (_value, row) => countryText(t, row.countryCode, row.country),
    },
    {
      field: 'status',
      headerName: t('projectList.col.status'),
      width: 150,
      valueGetter: (_value, row) => statusText(t, row.statusId, row.status),
      renderCell: wrapped,
    },
    date('statusDate', 'projectList.col.statusDate', 150),
    date('designValidationDate', 'projectList.col.designValidationDate', 170),
    { field: 'projectUniqueId', headerName: t('projectList.col.projectUniqueId'), width: 160 },
    {
      field: 'architectEmail',
      headerName: t('projectList.col.architectEmail'),
      width: fit((r) => r.architectEmail ?? '', 160, 300),
      renderCell: cut,
    },
    {
      field: 'isEnabled',
      headerName: t('projectList.col.isEnabled'),
      width: 130,
      // The other roles read plain text, on the row's baseline like every other cell.
      valueFormatter: (value: boolean) => (value ? t('projectList.enabled') : t('projectList.paused')),
      ...(role === ROLES.VC && {
        renderCell: ({ row }: GridRenderCellParams<ProjectRow>) => (
          <Switch
            size="small"
            checked={row.isEnabled}
            disabled={holdingId === row.projectId}
            onChange={() => onToggleHold(row)}
            slotProps={{
              input: {
                'aria-label': t('projectList.enabledSwitch', { code: row.projectUniqueId }),
              },
            }}
          />
        ),
      }),
    },
    // Ball in court (docs/lifecycle.md): after the spec's columns, which keep their order.
    {
      field: 'ball',
      headerName: t('ball.column'),
      width: 210,
      sortable: false,
      valueGetter: (_value, row) =>
        row.ball
          ? [
              t('ball.cell', {
                stage: t(`ball.stage.${row.ball.stage}`),
                date: formatDate(row.ball.dueDate),
              }),
              lateText(t, row.ball.workingDaysLate),
            ]
              .filter(Boolean)
              .join(' ')
          : '',
      renderCell: ({ row }) => (row.ball ? <BallDue ball={row.ball} /> : null),
    },
  ];
}
