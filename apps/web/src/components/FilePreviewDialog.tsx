import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PreviewKind = 'pdf' | 'image';

/** A file the browser shows itself (docs/lifecycle.md): PDF and images, by content type or by name. */
export function previewKindOf(fileName: string, contentType = ''): PreviewKind | null {
  const type = contentType.toLowerCase();
  if (type === 'application/pdf' || /\.pdf$/i.test(fileName)) return 'pdf';
  if (/^image\/(png|jpeg|gif|webp)$/.test(type) || /\.(png|jpe?g|gif|webp)$/i.test(fileName)) return 'image';
  return null;
}

interface Props {
  id: string;
  fileName: string;
  kind: PreviewKind;
  /** Fetches the file with the bearer token (`GetFileById/{id}?inline=true`). */
  load: () => Promise<Blob>;
  onClose: () => void;
  /** The file is gone: the caller shows 'File Not Found'. */
  onMissing: () => void;
}

/** What the server says the file is (its sniffed type): only a PDF or a raster image is shown. */
function servedKind(blob: Blob): PreviewKind | null {
  const [type = ''] = blob.type
    .toLowerCase()
    .split(';')
    .map((part) => part.trim());
  if (type === 'application/pdf') return 'pdf';
  return /^image\/(png|jpeg|gif|webp)$/.test(type) ? 'image' : null;
}

/**
 * A PDF or an image shown in the page, from a blob address revoked when the dialog closes. The blob is
 * typed from the server's answer, never from the name, so the frame can only ever hold the PDF viewer.
 */
export function FilePreviewDialog({ id, fileName, kind: expected, load, onClose, onMissing }: Props) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [kind, setKind] = useState<PreviewKind | null>(expected);
  const missing = useRef(onMissing);
  const loader = useRef(load);
  useEffect(() => {
    missing.current = onMissing;
    loader.current = load;
  }, [onMissing, load]);
  useEffect(() => {
    let address: string | null = null;
    let live = true;
    loader.current().then(
      (blob) => {
        if (!live) return;
        const served = servedKind(blob);
        setKind(served);
        if (!served) return;
        address = URL.createObjectURL(blob);
        setUrl(address);
      },
      () => {
        if (live) missing.current();
      },
    );
    return () => {
      live = false;
      if (address) URL.revokeObjectURL(address);
    };
  }, [fileName]);

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="lg"
      slotProps={{ paper: { sx: { height: { xs: '100%', md: '90vh' } } } }}
    >
      <DialogTitle id={`${id}-title`} sx={{ wordBreak: 'break-word' }}>
        {fileName}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', p: 0, bgcolor: 'grey.100' }}>
        {!kind ? (
          <Typography role="status" sx={{ m: 'auto', p: 4 }}>
            {t('common.previewUnavailable')}
          </Typography>
        ) : !url ? (
          <Box sx={{ m: 'auto', py: 4 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Box>
        ) : kind === 'pdf' ? (
          <Box
            component="iframe"
            src={url}
            title={fileName}
            sx={{ border: 0, width: '100%', flex: 1, minHeight: 400 }}
          />
        ) : (
          <Box
            component="img"
            src={url}
            alt={fileName}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', m: 'auto' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
