import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ArcadImportAnswer } from '@portal/contract';

/** The text of a file refused as a whole (`arcad.file.*`), with its missing columns or row limit. */
export const arcadFileError = (t: TFunction, r: ArcadImportAnswer) =>
  t(r.error ?? 'externalPages.upload.error', {
    columns: (r.missingColumns ?? []).map((c) => t(c)).join(', '),
    max: r.maxRows,
  });

/** What the import did (docs/external-parties.md): rows imported of the total, and each refused row with its reasons. */
export function ArcadResult({ result }: { result: ArcadImportAnswer }) {
  const { t } = useTranslation();
  if (result.error)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {arcadFileError(t, result)}
      </Alert>
    );
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity={result.refused.length ? 'warning' : 'success'}>
        {t('arcad.result.summary', {
          imported: result.imported,
          total: result.total,
          refused: result.refused.length,
        })}
      </Alert>
      {result.refused.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
            {t('externalPages.arcad.refused')}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('externalPages.arcad.refused')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('externalPages.arcad.row')}</TableCell>
                  <TableCell>{t('externalPages.arcad.reasons')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.refused.map((r) => (
                  <TableRow key={r.row}>
                    <TableCell>{r.row}</TableCell>
                    <TableCell>{r.reasons.map((reason) => t(reason)).join(' ')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}
