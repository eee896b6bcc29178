import { useState } from 'react';
import { FilePreviewDialog, previewKindOf, type PreviewSource } from '../../components/FilePreviewDialog';

/**
 * The document viewer of the link pages (docs/external-parties.md): `show` opens a PDF or an image, `dialog`
 * is placed in the page. A file gone closes it quietly, as the pages' downloads fail (spec 002 §8).
 */
export function useFilePreview() {
  const [file, setFile] = useState<{ fileName: string; source: PreviewSource } | null>(null);
  const kind = file ? previewKindOf(file.fileName) : null;
  const dialog =
    file && kind ? (
      <FilePreviewDialog
        id="link-preview"
        fileName={file.fileName}
        kind={kind}
        source={file.source}
        onClose={() => setFile(null)}
        onMissing={() => setFile(null)}
      />
    ) : null;
  /** Opens the file when the viewer shows its kind; the caller offers it only then (`canPreview`). */
  return { show: (fileName: string, source: PreviewSource) => setFile({ fileName, source }), dialog };
}

export const canPreview = (fileName: string) => previewKindOf(fileName) !== null;
