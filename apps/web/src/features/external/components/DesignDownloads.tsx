import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArchiveIcon from '@mui/icons-material/Archive';
import { useTranslation } from 'react-i18next';
import { slotPathField, type DocumentInfo, type DocumentSlot } from '@portal/contract';
import { downloadAllDocuments } from '../api/downloadAllDocuments';
import { downloadFileById, previewSourceOf } from '../api/getFileById';
import { canPreview, useFilePreview } from '../useFilePreview';
import { useDownload } from '../useDownload';
import { BusyDialog } from './BusyDialog';
import { FileList, FileRow } from './FileRow';

interface Props {
  info: DocumentInfo;
  slots: readonly DocumentSlot[];
  /** Pack key of a slot's label on this page. */
  labelKey: (slot: DocumentSlot) => string;
  projectId: number;
  token: string;
  /** 'Download All Documents' (supplier and download pages). */
  withAll?: boolean;
}

/** The id at the end of a document path (`projects/GetFileById/{id}`), or null. */
const fileIdOf = (path: string) => {
  const match = /(\d+)\/?$/.exec(path);
  return match ? Number(match[1]) : null;
};

/**
 * The 'Design Requirements' downloads (spec 002 §2, §3): a row per listed document whose path is not
 * empty, each saved through GetFileById with the link token.
 */
export function DesignDownloads({ info, slots, labelKey, projectId, token, withAll }: Props) {
  const { t } = useTranslation();
  const { busy, run } = useDownload();
  const preview = useFilePreview();
  const rows = slots.flatMap((slot) => {
    const path = String(info[slotPathField(slot)] ?? '');
    const fileId = path ? fileIdOf(path) : null;
    if (fileId === null) return [];
    const version = info.documents.find((d) => d.documentName === slot)?.versions[0];
    const label = t(labelKey(slot));
    return [{ slot, fileId, label, fileName: version?.fileName ?? label }];
  });

  return (
    <Box>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('externalPages.noDocuments')}
        </Typography>
      ) : (
        <FileList label={t('externalPages.designRequirements')}>
          {rows.map((r) => (
            <FileRow
              key={r.slot}
              label={r.label}
              fileName={r.fileName}
              onDownload={() => void run(() => downloadFileById(r.fileId, r.fileName, token))}
              onPreview={
                canPreview(r.fileName)
                  ? () => preview.show(r.fileName, previewSourceOf(r.fileId, token))
                  : undefined
              }
            />
          ))}
        </FileList>
      )}
      {withAll && rows.length > 0 && (
        <Button
          variant="outlined"
          startIcon={<ArchiveIcon />}
          sx={{ mt: 2 }}
          onClick={() => void run(() => downloadAllDocuments(projectId, token))}
        >
          {t('externalPages.downloadAll')}
        </Button>
      )}
      <BusyDialog open={busy} text={t('externalPages.downloading')} />
      {preview.dialog}
    </Box>
  );
}
