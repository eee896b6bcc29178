import { useContext, useEffect, useState } from 'react';
import { PdfEngine } from '../engine';
import type { ViewerDocument } from '../types';
import { imageDocument, isServedImage } from './imageDocument';
import type { CompareVersion } from './types';

export type SideState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'unavailable' }
  | { kind: 'ready'; doc: ViewerDocument };

/** Opens one version (pdf.js for a PDF, a bitmap for an image) and closes it when another is chosen. */
export function useCompareDocument(version: CompareVersion | undefined): SideState {
  const engine = useContext(PdfEngine);
  const [state, setState] = useState<{ key: string; side: SideState }>({
    key: '',
    side: { kind: 'loading' },
  });
  const key = version?.key ?? '';
  useEffect(() => {
    if (!version) return undefined;
    let live = true;
    let release = () => {};
    const settle = (side: SideState) => {
      if (live) setState({ key: version.key, side });
    };
    const opened =
      version.kind === 'pdf'
        ? engine(version.source.request())
        : version.source.load().then((blob) => {
            if (!isServedImage(blob))
              throw Object.assign(new Error('not an image'), { failure: 'unreadable' });
            return imageDocument(blob);
          });
    opened.then(
      (doc) => {
        if (!live) return doc.destroy();
        release = doc.destroy;
        settle({ kind: 'ready', doc });
      },
      (err: unknown) => {
        const failure = (err as { failure?: string }).failure;
        // An image's fetch fails when the file is gone; pdf.js says so itself.
        settle({
          kind: failure === 'missing' || (version.kind === 'image' && !failure) ? 'missing' : 'unavailable',
        });
      },
    );
    return () => {
      live = false;
      release();
    };
    // A version is its key: the source object may be made anew on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, engine]);
  return state.key === key ? state.side : { kind: 'loading' };
}
