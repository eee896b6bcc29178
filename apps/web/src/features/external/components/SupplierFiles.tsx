import { useTranslation } from 'react-i18next';
import type { CiBrandBlock, CiDocumentEntry } from '@portal/contract';
import { downloadFileById, previewSourceOf } from '../api/getFileById';
import { canPreview, useFilePreview } from '../useFilePreview';
import { formatCiDate } from '../../../lib/ciDates';
import { useDownload } from '../useDownload';
import { BusyDialog } from './BusyDialog';
import { FileList, FileRow } from './FileRow';

/** The offer, order and invoice the supplier has uploaded for its brand (the latest of each). */
export function SupplierFiles({ block, token }: { block: CiBrandBlock; token: string }) {
  const { t, i18n } = useTranslation();
  const { busy, run } = useDownload();
  const preview = useFilePreview();
  const files: [string, CiDocumentEntry | null][] = [
    ['externalPages.supplier.offer', block.offerFile],
    ['externalPages.supplier.order', block.orderFile],
    ['externalPages.supplier.invoice', block.invoiceFile],
  ];
  const shown = files.filter((f): f is [string, CiDocumentEntry] => f[1] !== null);
  if (shown.length === 0) return null;
  return (
    <>
      <FileList label={t('externalPages.supplier.uploaded')}>
        {shown.map(([label, file]) => (
          <FileRow
            key={label}
            label={`${t(label)}: ${file.fileName}`}
            detail={formatCiDate(file.uploadDate, i18n.language)}
            fileName={file.fileName}
            onDownload={() => void run(() => downloadFileById(file.fileId, file.fileName, token))}
            onPreview={
              canPreview(file.fileName)
                ? () => preview.show(file.fileName, previewSourceOf(file.fileId, token))
                : undefined
            }
          />
        ))}
      </FileList>
      <BusyDialog open={busy} text={t('externalPages.downloading')} />
      {preview.dialog}
    </>
  );
}
