import type { PreviewKind } from '../DocumentViewer';
import type { PreviewSource } from '../types';

/** One version a compare may show: its label in the version pickers, its name, its kind and where to read it. */
export interface CompareVersion {
  /** Unique among the slot's versions (the document id). */
  key: string;
  /** e.g. "v2: plan.pdf (04/03/2026)", from the language packs. */
  label: string;
  fileName: string;
  kind: PreviewKind;
  source: PreviewSource;
}

export type CompareMode = 'sideBySide' | 'overlay';
