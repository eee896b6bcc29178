import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import IconButton from '@mui/material/IconButton';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslation } from 'react-i18next';
import type { MessageFileItem } from '@portal/contract';
import { formatDate } from '../../../lib/dates';
import { downloadMessageFile, messageFilePreviewSource } from '../api/downloadMessageFile';
import { canPreview, useFilePreview } from '../useFilePreview';
import { useDownload } from '../useDownload';
import { BusyDialog } from './BusyDialog';

/** The download name: the third segment of `attachedFile` (spec 002 §3 "Message item"), else fileName. */
const nameOf = (item: MessageFileItem) => item.attachedFile.split('/')[2] || item.fileName;

/** 'Messaging File Download': File Name, Uploaded Date (DD/MM/YYYY), Download. */
export function MessageFiles({ items, token }: { items: MessageFileItem[]; token: string }) {
  const { t } = useTranslation();
  const { busy, run } = useDownload();
  const preview = useFilePreview();
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('externalPages.download.messagingFiles')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('externalPages.download.fileName')}</TableCell>
              <TableCell>{t('externalPages.download.uploadedDate')}</TableCell>
              <TableCell align="right">{t('externalPages.download')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.attachedFile}>
                <TableCell sx={{ wordBreak: 'break-word' }}>{item.fileName}</TableCell>
                <TableCell>{formatDate(item.createdDate)}</TableCell>
                <TableCell align="right">
                  {canPreview(nameOf(item)) && (
                    <IconButton
                      size="small"
                      aria-label={t('viewer.previewFile', { name: item.fileName })}
                      onClick={() =>
                        preview.show(nameOf(item), messageFilePreviewSource(item.attachedFile, token))
                      }
                    >
                      <VisibilityIcon fontSize="small" />
                    </IconButton>
                  )}
                  <Button
                    size="small"
                    startIcon={<DownloadIcon />}
                    aria-label={t('externalPages.downloadFile', { name: item.fileName })}
                    onClick={() =>
                      void run(() => downloadMessageFile(item.attachedFile, nameOf(item), token))
                    }
                  >
                    {t('externalPages.download')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <BusyDialog open={busy} text={t('externalPages.downloading')} />
      {preview.dialog}
    </>
  );
}
