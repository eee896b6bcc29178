/**
 * The document viewer (docs/files.md, Viewer), loaded only when a document is opened: a PDF drawn by pdf.js
 * page by page, or an image, with zoom, pan and rotation. pdf.js itself is loaded only for a PDF.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfEngine } from './engine';
import type { PageGeometry, Size } from './geometry';
import { ImageView } from './ImageView';
import { PdfView } from './PdfView';
import type { PdfOpener, PreviewSource, ViewerDocument } from './types';

export type PreviewKind = 'pdf' | 'image';

interface Props {
  fileName: string;
  kind: PreviewKind;
  source: PreviewSource;
  /** The file is gone: the caller says so ('File Not Found'). */
  onMissing: () => void;
  /** Drawn over each page (an image: its one page), placed with its geometry (markups: issue 22 §2). */
  renderPageOverlay?: (geometry: PageGeometry) => ReactNode;
  /** Go to this page whenever `seq` changes (PDFs). */
  goToPage?: { page: number; seq: number };
  /** Opens a PDF; the context's engine (pdf.js) unless given. */
  openPdf?: PdfOpener;
}

/** What the server says the file is (its sniffed type): only a raster image is drawn as one. */
function isServedImage(blob: Blob): boolean {
  const [type = ''] = blob.type
    .toLowerCase()
    .split(';')
    .map((p) => p.trim());
  return /^image\/(png|jpeg|gif|webp)$/.test(type);
}

type State =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'pdf'; doc: ViewerDocument; firstSize: Size }
  | { kind: 'image'; url: string };

export default function DocumentViewer({
  fileName,
  kind,
  source,
  onMissing,
  renderPageOverlay,
  goToPage,
  openPdf,
}: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const missing = useRef(onMissing);
  const src = useRef(source);
  const engine = useContext(PdfEngine);
  const opener = useRef(openPdf ?? engine);
  useEffect(() => {
    missing.current = onMissing;
    src.current = source;
  });
  useEffect(() => {
    let live = true;
    let release = () => {};
    if (kind === 'pdf') {
      opener
        .current(src.current.request())
        .then(async (doc) => {
          release = doc.destroy;
          const first = await doc.page(1);
          if (live) setState({ kind: 'pdf', doc, firstSize: first.size });
          else doc.destroy();
        })
        .catch((err: unknown) => {
          if (!live) return;
          if ((err as { failure?: string }).failure === 'missing') missing.current();
          else setState({ kind: 'unavailable' });
        });
    } else {
      src.current.load().then(
        (blob) => {
          if (!live) return;
          if (!isServedImage(blob)) return setState({ kind: 'unavailable' });
          const url = URL.createObjectURL(blob);
          release = () => URL.revokeObjectURL(url);
          setState({ kind: 'image', url });
        },
        () => {
          if (live) missing.current();
        },
      );
    }
    return () => {
      live = false;
      release();
    };
  }, [kind, fileName]);

  if (state.kind === 'loading')
    return (
      <Box sx={{ m: 'auto', py: 4 }}>
        <CircularProgress aria-label={t('viewer.loading')} />
      </Box>
    );
  if (state.kind === 'unavailable')
    return (
      <Typography role="status" sx={{ m: 'auto', p: 4 }}>
        {t('common.previewUnavailable')}
      </Typography>
    );
  if (state.kind === 'image')
    return <ImageView url={state.url} fileName={fileName} renderPageOverlay={renderPageOverlay} />;
  return (
    <PdfView
      doc={state.doc}
      firstSize={state.firstSize}
      fileName={fileName}
      renderPageOverlay={renderPageOverlay}
      goToPage={goToPage}
    />
  );
}
