import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CompareIcon from '@mui/icons-material/Compare';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, type CiDocumentEntry, type OriginatorCiDocument } from '@portal/contract';
import { downloadFileById } from '../api/getFileById';
import { useCiDate } from '../../../lib/ciDates';
import { FilePreviewDialog, previewKindOf } from '../../../components/FilePreviewDialog';
import { MessageDialog } from '../../../components/MessageDialog';
import { VersionCompareDialog, type CompareVersion } from '../../../components/VersionCompareDialog';
import { previewSourceOf } from '../api/getFileById';
import { useCiFileUpload } from './useCiFileUpload';

/** Where the list's files come from and may go: an upload only for the originator while allowed. */
export interface UploadTarget {
  projectId: number;
  userId: number;
  documentName: OriginatorCiDocument;
}

interface Props {
  /** A DOM id prefix, unique in the page. */
  id: string;
  title: string;
  entries: readonly CiDocumentEntry[];
  /** Given when the caller may upload into this list. */
  upload?: UploadTarget;
}

/** A titled list of CI files (name, date, email, download, preview) with an upload button when allowed. */
export function CiDocumentList({ id, title, entries, upload }: Props) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<CiDocumentEntry | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [comparing, setComparing] = useState(false);
  const ciDate = useCiDate();
  const titleId = `${id}-title`;
  // The list's files are the document's versions: any two the viewer shows can be compared.
  const shown = [...entries]
    .sort((a, b) => b.uploadDate.localeCompare(a.uploadDate))
    .flatMap((e, i, all): CompareVersion[] => {
      const kind = previewKindOf(e.fileName);
      if (!kind) return [];
      const label = t('compare.versionOption', {
        number: all.length - i,
        name: e.fileName,
        date: ciDate(e.uploadDate),
      });
      return [
        { key: String(e.fileId), label, fileName: e.fileName, kind, source: previewSourceOf(e.fileId) },
      ];
    });
  return (
    <Box role="group" aria-labelledby={titleId}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography id={titleId} component="h4" variant="body1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {shown.length >= 2 && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<CompareIcon />}
              aria-label={t('compare.openVersions', { document: title })}
              onClick={() => setComparing(true)}
            >
              {t('compare.open')}
            </Button>
          )}
          {upload && <UploadButton target={upload} title={title} />}
        </Box>
      </Box>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('ciScreens.noFile')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={title} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
          {entries.map((entry) => (
            <FileRow
              key={entry.fileId}
              entry={entry}
              onPreview={() => setPreview(entry)}
              onMissing={() => setNotFound(true)}
            />
          ))}
        </Box>
      )}
      {preview && (
        <FilePreviewDialog
          id="ci-preview"
          fileName={preview.fileName}
          kind={previewKindOf(preview.fileName)!}
          source={previewSourceOf(preview.fileId)}
          onClose={() => setPreview(null)}
          onMissing={() => {
            setPreview(null);
            setNotFound(true);
          }}
        />
      )}
      {comparing && (
        <VersionCompareDialog
          id={`${id}-compare`}
          document={title}
          versions={shown}
          onClose={() => setComparing(false)}
        />
      )}
      {notFound && (
        <MessageDialog
          id={`${id}-not-found`}
          title={t('projectDetail.design.docs.notFoundTitle')}
          text={t('projectDetail.design.docs.notFound')}
          onClose={() => setNotFound(false)}
        />
      )}
    </Box>
  );
}

function UploadButton({ target, title }: { target: UploadTarget; title: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { progress, choose, message, closeMessage, notice } = useCiFileUpload(
    target.projectId,
    target.userId,
    target.documentName,
  );
  return (
    <>
      <Button
        size="small"
        variant="contained"
        startIcon={<UploadIcon />}
        disabled={progress !== undefined}
        onClick={() => input.current?.click()}
      >
        {t('ciScreens.upload')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptOf(target.documentName)}
        aria-label={t('ciScreens.upload.choose', { document: title })}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void choose(file);
        }}
      />
      <Box sx={{ flexBasis: '100%' }}>
        {progress !== undefined && (
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('ciScreens.upload.progress', { document: title })}
          />
        )}
        {/* Read out when an upload ends. */}
        <Box role="status" aria-live="polite" sx={{ typography: 'body2', color: 'success.main' }}>
          {notice}
        </Box>
      </Box>
      {message && (
        <MessageDialog
          id={`ci-upload-${target.documentName}`}
          title={message.title}
          text={message.text}
          onClose={closeMessage}
        />
      )}
    </>
  );
}

function FileRow({
  entry,
  onPreview,
  onMissing,
}: {
  entry: CiDocumentEntry;
  onPreview: () => void;
  onMissing: () => void;
}) {
  const { t } = useTranslation();
  const ciDate = useCiDate();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 1,
        py: 0.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
        <Typography variant="body2" sx={{ wordBreak: 'break-word', fontWeight: 500 }}>
          {entry.fileName}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {t('ciScreens.uploadedOn', { date: ciDate(entry.uploadDate), by: entry.email })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex' }}>
        {previewKindOf(entry.fileName) && (
          <Tooltip title={t('ciScreens.preview')}>
            <IconButton aria-label={t('ciScreens.previewFile', { name: entry.fileName })} onClick={onPreview}>
              <VisibilityIcon />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('ciScreens.download')}>
          <IconButton
            aria-label={t('ciScreens.downloadFile', { name: entry.fileName })}
            onClick={() => void downloadFileById(entry.fileId, entry.fileName).catch(onMissing)}
          >
            <DownloadIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
