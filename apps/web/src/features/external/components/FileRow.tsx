import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One downloadable file: its label, an optional detail line, Preview (a PDF or an image) and Download. */
export function FileRow({
  label,
  detail,
  fileName,
  onDownload,
  onPreview,
}: {
  label: string;
  detail?: ReactNode;
  fileName: string;
  onDownload: () => void;
  /** Opens the file in the document viewer; given for the kinds it shows. */
  onPreview?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
        <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
          {label}
        </Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {detail}
          </Typography>
        )}
      </Box>
      {onPreview && (
        <IconButton size="small" aria-label={t('viewer.previewFile', { name: fileName })} onClick={onPreview}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      )}
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={onDownload}
        aria-label={t('externalPages.downloadFile', { name: fileName })}
      >
        {t('externalPages.download')}
      </Button>
    </Box>
  );
}

export function FileList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Box>
  );
}
