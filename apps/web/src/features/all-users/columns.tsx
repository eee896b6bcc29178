import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { ALL_ROLES, type AllUsersRow, type Role } from '@portal/contract';
import { fitWidth } from '../../components/fitColumn';
import { OverflowText } from '../../components/OverflowText';
import { formatDate } from '../../lib/dates';
import { countryText, roleText } from '../../lib/reference';

/** A stored role as the reader reads it; an unknown one as stored. */
export const roleTitle = (t: TFunction, role: string) =>
  (ALL_ROLES as readonly string[]).includes(role) ? roleText(t, role as Role) : role;

const cellText = (minWidth: number, flex = 1) => ({
  minWidth,
  flex,
  renderCell: ({ value }: { value?: unknown }) => <OverflowText text={String(value ?? '')} />,
});

/**
 * The All Users columns: every user field of spec 002 §3 "User", each sortable on the server (the field
 * names are the sort fields). Countries in the reader's language, the role by its title, the state as a chip.
 */
export function userColumns(t: TFunction, rows: readonly AllUsersRow[]): GridColDef<AllUsersRow>[] {
  // At least as wide as the longest text shown (within a maximum; beyond, cut with a tooltip).
  const fit = (text: (row: AllUsersRow) => string, min: number, max: number, flex = 1) =>
    cellText(fitWidth(rows.map(text), { min, max }), flex);
  return [
    { field: 'firstName', headerName: t('allUsers.col.firstName'), ...cellText(120) },
    { field: 'surName', headerName: t('allUsers.col.surName'), ...cellText(120) },
    { field: 'email', headerName: t('allUsers.col.email'), ...fit((r) => r.email, 200, 320, 1.5) },
    { field: 'company', headerName: t('allUsers.col.company'), ...cellText(120) },
    { field: 'contactNumber', headerName: t('allUsers.col.contactNumber'), ...cellText(130) },
    { field: 'brands', headerName: t('allUsers.col.brands'), ...cellText(140) },
    {
      field: 'markets',
      headerName: t('allUsers.col.markets'),
      ...cellText(140),
      valueGetter: (_value, row) => row.arMarkets.map((code) => countryText(t, code)).join(', '),
    },
    {
      field: 'roles',
      headerName: t('allUsers.col.roles'),
      ...cellText(180, 1.5),
      valueGetter: (_value, row) => roleTitle(t, row.roles),
    },
    {
      field: 'acceptedUser',
      headerName: t('allUsers.col.acceptedUser'),
      minWidth: 120,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.acceptedUser === 'Accepted' ? 'success' : 'warning'}
          label={t(`allUsers.state.${row.acceptedUser}`)}
        />
      ),
    },
    { field: 'siteName', headerName: t('allUsers.col.siteName'), ...fit((r) => r.siteName ?? '', 140, 320) },
    {
      field: 'created_Date',
      headerName: t('allUsers.col.created_Date'),
      minWidth: 110,
      valueFormatter: (value: string) => formatDate(value),
    },
    { field: 'city', headerName: t('allUsers.col.city'), ...cellText(110) },
  ];
}
