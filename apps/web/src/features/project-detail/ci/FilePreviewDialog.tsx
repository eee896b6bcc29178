import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CiDocumentEntry } from '@portal/contract';
import { fetchFileForPreview } from '../api/getFileById';

/** A file the browser shows itself: PDF and images (DESIGN §4b), told by its name. */
export function previewKindOf(fileName: string): 'pdf' | 'image' | null {
  if (/\.pdf$/i.test(fileName)) return 'pdf';
  if (/\.(png|jpe?g|gif|webp)$/i.test(fileName)) return 'image';
  return null;
}

/** A PDF or an image fetched with the bearer token, shown from a blob address revoked on close. */
export function FilePreviewDialog({
  entry,
  onClose,
  onMissing,
}: {
  entry: CiDocumentEntry;
  onClose: () => void;
  onMissing: () => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const missing = useRef(onMissing);
  useEffect(() => {
    missing.current = onMissing;
  }, [onMissing]);
  useEffect(() => {
    let address: string | null = null;
    let live = true;
    fetchFileForPreview(entry.fileId).then(
      (blob) => {
        if (!live) return;
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
  }, [entry.fileId]);

  const kind = previewKindOf(entry.fileName);
  return (
    <Dialog open onClose={onClose} aria-labelledby="ci-preview-title" fullWidth maxWidth="lg">
      <DialogTitle id="ci-preview-title" sx={{ wordBreak: 'break-word' }}>
        {entry.fileName}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', justifyContent: 'center', minHeight: 240 }}>
        {!url ? (
          <CircularProgress aria-label={t('common.loading')} sx={{ alignSelf: 'center' }} />
        ) : kind === 'pdf' ? (
          <Box
            component="iframe"
            title={entry.fileName}
            src={url}
            sx={{ width: '100%', height: '75vh', border: 0 }}
          />
        ) : (
          <Box
            component="img"
            src={url}
            alt={entry.fileName}
            sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
