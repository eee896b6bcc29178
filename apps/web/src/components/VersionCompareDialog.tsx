import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareVersion } from './viewer/compare/types';

export type { CompareVersion };

// The compare (and pdf.js after it) is loaded only when it is opened.
const VersionCompare = lazy(() => import('./viewer/compare/VersionCompare'));

interface Props {
  id: string;
  /** The slot's name as the reader sees it. */
  document: string;
  /** The slot's versions the viewer can show, newest first; at least two. */
  versions: readonly CompareVersion[];
  onClose: () => void;
}

/** Two versions of one document slot compared in the portal's viewer (docs/files.md, Compare). Full screen on phones. */
export function VersionCompareDialog({ id, document, versions, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      fullScreen={phone}
      maxWidth="xl"
      slotProps={{ paper: { sx: { height: { xs: '100%', sm: '92vh' } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', pr: 1, borderBottom: 1, borderColor: 'divider' }}>
        <DialogTitle id={`${id}-title`} sx={{ flex: 1, wordBreak: 'break-word', py: 1, fontSize: '1.1rem' }}>
          {t('compare.title', { document })}
        </DialogTitle>
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, bgcolor: 'grey.100' }}>
        <Suspense
          fallback={
            <Box sx={{ m: 'auto', py: 4 }}>
              <CircularProgress aria-label={t('common.loading')} />
            </Box>
          }
        >
          <VersionCompare versions={versions} />
        </Suspense>
      </Box>
    </Dialog>
  );
}
