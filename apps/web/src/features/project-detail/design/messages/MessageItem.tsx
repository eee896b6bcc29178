import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ALL_ROLES, COMMENT_TYPE, COMMENT_TYPES, type ProjectComment, type Role } from '@portal/contract';
import { formatDate } from '../../../../lib/dates';
import { roleText } from '../../../../lib/reference';
import { previewKindOf } from '../../../../components/FilePreviewDialog';
import { AttachedMarkupLinks } from '../markups/AttachedMarkupLinks';

/** The pack text of a comment type (designReference `commentType.<key>.title`); the server's title if unknown. */
export function typeTitle(t: TFunction, id: number, fallback: string) {
  const known = COMMENT_TYPES.find((c) => c.id === id);
  return known ? t(`commentType.${known.key}.title`) : fallback;
}
const TYPE_COLOUR: Record<number, 'default' | 'warning' | 'info'> = {
  [COMMENT_TYPE.comment]: 'default',
  [COMMENT_TYPE.feedbackRequest]: 'warning',
  [COMMENT_TYPE.feedbackProvided]: 'info',
};

/** A role as its display title (spec 000 §2.6) when it is one of ours, else as sent. */
const roleShown = (t: TFunction, role: string) =>
  (ALL_ROLES as readonly string[]).includes(role) ? roleText(t, role as Role) : role;

/** One message of the thread: its type, author, role, date, text and attachments (download, or view). */
export function MessageItem({
  comment: c,
  onDownload,
  onPreview,
}: {
  comment: ProjectComment;
  onDownload: (path: string, fileName: string) => void;
  /** A PDF or an image attachment opens in the document viewer. */
  onPreview: (file: { path: string; fileName: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
        <Chip
          size="small"
          color={TYPE_COLOUR[c.commentTypeId] ?? 'default'}
          label={typeTitle(t, c.commentTypeId, c.commentTypeTitle)}
        />
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {c.commenterName}
        </Typography>
        {c.commenterRole && (
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {roleShown(t, c.commenterRole)}
          </Typography>
        )}
        <Typography
          component="time"
          variant="body2"
          dateTime={c.commentDate}
          sx={{ color: 'text.secondary', ml: 'auto' }}
        >
          {formatDate(c.commentDate)}
        </Typography>
      </Box>
      {/* Plain text: the line breaks as written, never HTML. */}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.comment}</Typography>
      {/* HQ's feedback with its markups: "2 markups on … v1", each opening that version (docs/review.md). */}
      <AttachedMarkupLinks groups={c.markups} />
      {c.attachmentList.length > 0 && (
        <Box>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {t('messageTool.ui.attachments')}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
          >
            {c.attachmentList.map((a) => (
              <li key={a.path}>
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  aria-label={t('messageTool.ui.download', { name: a.fileName })}
                  onClick={() => onDownload(a.path, a.fileName)}
                  sx={{
                    textTransform: 'none',
                    maxWidth: '100%',
                    overflowWrap: 'anywhere',
                    textAlign: 'left',
                  }}
                >
                  {a.fileName}
                </Button>
                {previewKindOf(a.fileName) && (
                  <IconButton
                    size="small"
                    aria-label={t('viewer.previewFile', { name: a.fileName })}
                    onClick={() => onPreview({ path: a.path, fileName: a.fileName })}
                  >
                    <VisibilityIcon fontSize="small" />
                  </IconButton>
                )}
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
