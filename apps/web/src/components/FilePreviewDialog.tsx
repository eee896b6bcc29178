import Box from '@mui/material/Box';
import { lazy, Suspense, type ReactNode } from 'react';
import { ViewerDialog, ViewerLoading } from './ViewerDialog';
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
  return (
    <ViewerDialog titleId={`${id}-title`} title={fileName} onClose={onClose}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, bgcolor: 'grey.100' }}>
        <Suspense fallback={<ViewerLoading />}>
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
    </ViewerDialog>
  );
}
