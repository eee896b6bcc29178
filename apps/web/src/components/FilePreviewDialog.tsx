import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageGeometry } from './viewer/geometry';
import type { PreviewSource } from './viewer/types';

export type PreviewKind = 'pdf' | 'image';
export type { PreviewSource };

/** A file the viewer shows: PDF and images, by content type or by name (the server's answer decides at last). */
export function previewKindOf(fileName: string, contentType = ''): PreviewKind | null {
  const type = contentType.toLowerCase();
  if (type === 'application/pdf' || /\.pdf$/i.test(fileName)) return 'pdf';
  if (/^image\/(png|jpeg|gif|webp)$/.test(type) || /\.(png|jpe?g|gif|webp)$/i.test(fileName)) return 'image';
  return null;
}

// The viewer (and pdf.js after it) is loaded only when a document is opened.
const DocumentViewer = lazy(() => import('./viewer/DocumentViewer'));

interface Props {
  id: string;
  fileName: string;
  kind: PreviewKind;
  /** Where the file is read from, with the bearer token (e.g. `previewSourceOf` of GetFileById). */
  source: PreviewSource;
  onClose: () => void;
  /** The file is gone: the caller shows 'File Not Found'. */
  onMissing: () => void;
  /** Drawn over each PDF page (markups, compare), placed with the page's geometry. */
  renderPageOverlay?: (geometry: PageGeometry) => ReactNode;
}

/**
 * A PDF or an image shown in the page by the portal's own viewer (docs/files.md, Viewer): no browser PDF
 * plug-in, no frame. Full screen at phone widths.
 */
export function FilePreviewDialog({
  id,
  fileName,
  kind,
  source,
  onClose,
  onMissing,
  renderPageOverlay,
}: Props) {
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
          {fileName}
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
          <DocumentViewer
            key={fileName}
            fileName={fileName}
            kind={kind}
            source={source}
            onMissing={onMissing}
            renderPageOverlay={renderPageOverlay}
          />
        </Suspense>
      </Box>
    </Dialog>
  );
}
