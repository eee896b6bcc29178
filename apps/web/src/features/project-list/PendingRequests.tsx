import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AccountProjectRow } from '@portal/contract';
import { formatDate } from '../../lib/dates';
import { countryText } from '../../lib/reference';

/**
 * The originator's own requests not yet turned into projects (docs/lifecycle.md), shown above the grid: the
 * request rows of GET Projects/getallprojectbyaccountname, marked Pending or Rejected by their status.
 */
export function PendingRequests({ rows }: { rows: AccountProjectRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pending-requests-title" sx={{ mb: 2 }}>
      <Typography id="pending-requests-title" component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5 }}>
        {t('projectList.pendingTitle')}
      </Typography>
      {/* Scrollable region: focusable so keyboard users can scroll it (WCAG 2.1.1). */}
      <TableContainer tabIndex={0} aria-labelledby="pending-requests-title" sx={{ maxHeight: 220 }}>
        <Table size="small" stickyHeader aria-labelledby="pending-requests-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('projectList.col.siteName')}</TableCell>
              <TableCell>{t('projectList.col.city')}</TableCell>
              <TableCell>{t('projectList.col.country')}</TableCell>
              <TableCell>{t('projectList.col.brands')}</TableCell>
              <TableCell>{t('projectList.requestedOn')}</TableCell>
              <TableCell>{t('projectList.requestState')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.originatorProjectRequestId ?? `project-${r.projectId}`}>
                <TableCell>
                  {r.siteName}
                  {r.documentationOnly && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t('projectList.documentationOnly')}
                      sx={{ ml: 1 }}
                    />
                  )}
                </TableCell>
                <TableCell>{r.city}</TableCell>
                <TableCell>{countryText(t, r.countryCode, r.country)}</TableCell>
                <TableCell>{r.brands}</TableCell>
                <TableCell>{formatDate(r.createdOn)}</TableCell>
                <TableCell>
                  {/* Outlined dark variants: the filled warning chip's white text fails contrast. */}
                  <Chip
                    size="small"
                    variant="outlined"
                    sx={
                      r.status === 'Rejected'
                        ? { color: 'error.dark', borderColor: 'error.main' }
                        : { color: 'text.primary', borderColor: 'warning.main' }
                    }
                    label={
                      r.status === 'Rejected'
                        ? t('projectList.requestRejected')
                        : t('projectList.requestPending')
                    }
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
