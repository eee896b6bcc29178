import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A page's code on its way: one spinner, named "Loading…" in the reader's language (axe aria-progressbar-name). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
