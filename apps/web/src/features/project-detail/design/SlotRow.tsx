import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import CompareIcon from '@mui/icons-material/Compare';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { acceptOf, carriesMarkups, type DocumentSlotInfo, type DocumentVersion } from '@portal/contract';
import { previewKindOf } from '../../../components/FilePreviewDialog';
import type { CompareVersion } from '../../../components/VersionCompareDialog';
import { formatDate } from '../../../lib/dates';
import { useMarkupsOpener } from './markups/MarkupsContext';
import { previewSourceOf } from '../api/getFileById';

/** A version the browser can show itself (docs/lifecycle.md): PDF and images. */
export const previewKind = (v: Pick<DocumentVersion, 'contentType' | 'fileName'>) =>
  previewKindOf(v.fileName, v.contentType);

/** The slot's versions a compare can show, newest first, numbered from the oldest (v1). */
export function compareVersionsOf(versions: readonly DocumentVersion[], t: TFunction): CompareVersion[] {
  return versions.flatMap((v, i) => {
    const kind = previewKind(v);
    if (!kind) return [];
    const number = versions.length - i;
    const label = t('compare.versionOption', { number, name: v.fileName, date: formatDate(v.createdDate) });
    return [
      { key: String(v.documentId), label, fileName: v.fileName, kind, source: previewSourceOf(v.documentId) },
    ];
  });
}

/** One slot of the panel: its template, versions (date, uploader), upload progress, download, preview, delete. */
export function SlotRow({
  slot,
  canChange,
  progress,
  busy,
  onChoose,
  onTemplate,
  onDownload,
  onPreview,
  onDelete,
  onCompare,
}: {
  slot: DocumentSlotInfo;
  canChange: boolean;
  progress: number | undefined;
  busy: boolean;
  onChoose: (file: File) => void;
  onTemplate: () => void;
  onDownload: (v: DocumentVersion) => void;
  onPreview: (v: DocumentVersion) => void;
  onDelete: (v: DocumentVersion) => void;
  /** Given when the slot has two versions the viewer can show (docs/files.md, Compare). */
  onCompare?: () => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const markups = useMarkupsOpener();
  const name = slot.documentName;
  const label = t(`design.doc.${name}`);
  const labelId = `design-doc-${name}-label`;
  const missing = slot.required && slot.versions.length === 0;
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Box role="group" aria-labelledby={labelId}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
            <Typography id={labelId} component="h4" variant="body1" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            {slot.required && (
              <Chip
                size="small"
                variant={missing ? 'filled' : 'outlined'}
                color={missing ? 'warning' : 'default'}
                label={
                  missing
                    ? t('projectDetail.design.docs.requiredMissing')
                    : t('projectDetail.design.docs.required')
                }
              />
            )}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {onCompare && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<CompareIcon />}
                aria-label={t('compare.openVersions', { document: label })}
                onClick={onCompare}
              >
                {t('compare.open')}
              </Button>
            )}
            {slot.templateFileName && (
              <Button size="small" variant="outlined" startIcon={<DescriptionIcon />} onClick={onTemplate}>
                {t('projectDetail.design.docs.template')}
              </Button>
            )}
            {canChange && (
              <>
                <Button
                  size="small"
                  variant="contained"
                  startIcon={<UploadIcon />}
                  disabled={busy}
                  aria-describedby={labelId}
                  onClick={() => input.current?.click()}
                >
                  {t('projectDetail.design.docs.upload')}
                </Button>
                <input
                  ref={input}
                  type="file"
                  hidden
                  accept={acceptOf(name)}
                  aria-label={t('projectDetail.design.docs.chooseFile', { document: label })}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) onChoose(file);
                  }}
                />
              </>
            )}
          </Box>
        </Box>
        {progress !== undefined && (
          <LinearProgress
            variant="determinate"
            value={progress}
            sx={{ mt: 1 }}
            aria-label={t('projectDetail.design.docs.progress', { document: label })}
          />
        )}
        {slot.versions.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('projectDetail.design.docs.noFile')}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('projectDetail.design.docs.versions', { document: label })}
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
          >
            {slot.versions.map((v) => (
              <Box
                component="li"
                key={v.documentId}
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
                    {v.fileName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('projectDetail.design.docs.uploadedOn', {
                      date: formatDate(v.createdDate),
                      by: v.uploadedBy,
                    })}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex' }}>
                  {markups && carriesMarkups(v.contentType) && (
                    <Tooltip title={t('markups.title')}>
                      <IconButton
                        aria-label={t('markups.openViewer', { name: v.fileName })}
                        onClick={() => markups.open(v.documentId)}
                      >
                        <RateReviewIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                  {previewKind(v) && (
                    <Tooltip title={t('projectDetail.design.docs.preview')}>
                      <IconButton
                        aria-label={t('projectDetail.design.docs.previewFile', { name: v.fileName })}
                        onClick={() => onPreview(v)}
                      >
                        <VisibilityIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                  <Tooltip title={t('projectDetail.design.docs.download')}>
                    <IconButton
                      aria-label={t('projectDetail.design.docs.downloadFile', { name: v.fileName })}
                      onClick={() => onDownload(v)}
                    >
                      <DownloadIcon />
                    </IconButton>
                  </Tooltip>
                  {canChange && (
                    <Tooltip title={t('projectDetail.design.docs.delete')}>
                      <IconButton
                        aria-label={t('projectDetail.design.docs.deleteFile', { name: v.fileName })}
                        onClick={() => onDelete(v)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
