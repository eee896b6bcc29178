import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The frame of every dialog that shows the viewer (a preview, a compare, the markups): nearly the whole window,
 * full screen at phone widths, a title and a close button above `children`.
 */
export function ViewerDialog({
  titleId,
  title,
  onClose,
  children,
}: {
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth="xl"
      slotProps={{ paper: { sx: { height: { xs: '100%', sm: '92vh' } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', pr: 1, borderBottom: 1, borderColor: 'divider' }}>
        <DialogTitle id={titleId} sx={{ flex: 1, wordBreak: 'break-word', py: 1, fontSize: '1.1rem' }}>
          {title}
        </DialogTitle>
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {children}
    </Dialog>
  );
}

/** What a viewer dialog shows while the viewer (and pdf.js) loads. */
export function ViewerLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ m: 'auto', py: 4 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
