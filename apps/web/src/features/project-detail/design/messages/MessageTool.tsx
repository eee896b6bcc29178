import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptOf,
  attachmentNameProblem,
  COMMENT_TYPE,
  COMMENT_TYPES,
  isAttached,
  LIMITS,
  ROLES,
  MAX_MESSAGE_ATTACHMENTS,
  type CommentType,
  type CommentTypeId,
  type ProjectComment,
} from '@portal/contract';
import { shownError } from '../../../../lib/api';
import { useSession } from '../../../../lib/session';
import { useAddComment } from '../../api/addComment';
import { useCommentTypes } from '../../api/getCommentTypes';
import { useProjectComments } from '../../api/getCommentsByProject';
import { useProjectMarkups } from '../../api/markups';
import { downloadMessageFile, messageFilePreviewSource } from '../../api/downloadMessageFile';
import { MessageItem, typeTitle } from './MessageItem';
import { FilePreviewDialog, previewKindOf } from '../../../../components/FilePreviewDialog';
import { Loading, LoadError } from '../../../../components/QueryState';

const MAX_TEXT = LIMITS.validationCommentMaxLength;

function typeDescription(t: TFunction, id: number, fallback: string) {
  const known = COMMENT_TYPES.find((c) => c.id === id);
  return known ? t(`commentType.${known.key}.description`) : fallback;
}
/** Newest first: the latest message is in view without scrolling. */
const newestFirst = (a: ProjectComment, b: ProjectComment) =>
  b.commentDate.localeCompare(a.commentDate) || b.commentId - a.commentId;

/**
 * The project's message tool (spec 002 §2, §3, §5, §7; docs/lifecycle.md): the thread, the comment type picker
 * (Comment by default), the text box and several attachments.
 */
export function MessageTool({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" id={titleId} sx={{ fontWeight: 600, mb: 1 }}>
        {t('messageTool.ui.title')}
      </Typography>
      <Stack spacing={2}>
        <Thread projectId={projectId} />
        <Composer projectId={projectId} />
      </Stack>
    </Paper>
  );
}

function Thread({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const comments = useProjectComments(projectId);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [preview, setPreview] = useState<{ path: string; fileName: string } | null>(null);
  const sorted = useMemo(
    () => [...(comments.data?.userWithCommentDetailsList ?? [])].sort(newestFirst),
    [comments.data],
  );

  if (comments.isPending) return <Loading size={28} py={2} />;
  if (comments.isError)
    return shownError(comments.error) ? (
      <LoadError
        text={t('messageTool.ui.loadError')}
        onRetry={() => void comments.refetch()}
        error={comments.error}
      />
    ) : null;
  if (sorted.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('messageTool.ui.empty')}</Typography>;

  const download = (path: string, fileName: string) =>
    downloadMessageFile(path, fileName).catch((err: unknown) => {
      if (shownError(err)) setDownloadFailed(true);
    });

  return (
    <>
      <Box
        role="region"
        aria-label={t('messageTool.ui.threadLabel')}
        // Scrolls by keyboard too (focusable) when the thread is long.
        tabIndex={0}
        sx={{ maxHeight: 480, overflowY: 'auto', pr: 0.5 }}
      >
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {sorted.map((c) => (
            <Paper component="li" key={c.commentId} variant="outlined" sx={{ p: 1.5 }}>
              <MessageItem comment={c} onDownload={download} onPreview={setPreview} />
            </Paper>
          ))}
        </Stack>
      </Box>
      {preview && (
        <FilePreviewDialog
          id="message-preview"
          fileName={preview.fileName}
          kind={previewKindOf(preview.fileName)!}
          source={messageFilePreviewSource(preview.path)}
          onClose={() => setPreview(null)}
          onMissing={() => {
            setPreview(null);
            setDownloadFailed(true);
          }}
        />
      )}
      <Dialog
        open={downloadFailed}
        onClose={() => setDownloadFailed(false)}
        aria-labelledby="message-download-failed-title"
      >
        <DialogTitle id="message-download-failed-title">
          {t('messageTool.ui.downloadFailed.title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('messageTool.ui.downloadFailed')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDownloadFailed(false)}>{t('common.ok')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The default type list while the allowed types load (or fail): Comment, id 0 (spec 002 §5). */
const COMMENT_ONLY = (t: TFunction): CommentType[] => [
  {
    commentTypeId: COMMENT_TYPE.comment,
    commentTypeTitle: t('commentType.comment.title'),
    commentTypeDescription: t('commentType.comment.description'),
  },
];

function Composer({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const user = useSession().user;
  const types = useCommentTypes(user?.userSequence ?? 0, projectId);
  const add = useAddComment(projectId);
  const ids = { type: useId(), text: useId(), files: useId(), invalid: useId() };
  const fileInput = useRef<HTMLInputElement>(null);

  const [chosenType, setChosenType] = useState<number>(COMMENT_TYPE.comment);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const [sent, setSent] = useState(false);
  const [attach, setAttach] = useState(true);

  const options = types.data?.length ? types.data : COMMENT_ONLY(t);
  // A type that is no longer allowed (e.g. after the feedback request was posted) falls back to Comment.
  const type = options.some((o) => o.commentTypeId === chosenType) ? chosenType : COMMENT_TYPE.comment;
  // HQ's feedback takes HQ's draft markups along unless it says otherwise (docs/review.md).
  const giving = type === COMMENT_TYPE.feedbackProvided;
  const markups = useProjectMarkups(projectId, giving);
  const drafts = giving
    ? (markups.data?.markups ?? [])
        .filter((m) => !isAttached(m) && m.author.role === ROLES.HQ)
        .map((m) => m.id)
    : [];
  const selected = options.find((o) => o.commentTypeId === type);
  const empty = text.trim() === '';

  const choose = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    if (fileInput.current) fileInput.current.value = ''; // the same file can be chosen again
    const bad = picked.filter((f) => attachmentNameProblem(f.name) !== null);
    const good = picked.filter((f) => attachmentNameProblem(f.name) === null);
    const known = new Set(files.map((f) => `${f.name}/${f.size}`));
    const next = [...files, ...good.filter((f) => !known.has(`${f.name}/${f.size}`))];
    setTooMany(next.length > MAX_MESSAGE_ATTACHMENTS);
    setFiles(next.slice(0, MAX_MESSAGE_ATTACHMENTS));
    setRefused(bad.map((f) => f.name));
    setSent(false);
  };

  const submit = () => {
    if (empty || add.isPending) return;
    setSent(false);
    add.mutate(
      {
        projectId,
        commentType: type as CommentTypeId,
        text: text.trim(),
        commentedBy: user?.email ?? '',
        commenterName: user?.firstName ?? '',
        commenterRole: user?.roles ?? '',
        attachments: files,
        markupIds: attach ? drafts : [],
      },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
          setTooMany(false);
          setChosenType(COMMENT_TYPE.comment);
          setAttach(true);
          setSent(true);
        },
      },
    );
  };

  const error = shownError(add.error);

  return (
    // Not a <form>: the tab may hold the panel inside its own form, and a text area takes Enter anyway.
    <Box role="group" aria-label={t('messageTool.ui.newMessage')}>
      <Stack spacing={2}>
        <TextField
          select
          id={ids.type}
          label={t('messageTool.ui.type')}
          value={type}
          onChange={(e) => setChosenType(Number(e.target.value))}
          helperText={
            selected ? typeDescription(t, selected.commentTypeId, selected.commentTypeDescription) : ''
          }
          sx={{ maxWidth: { sm: 360 } }}
        >
          {options.map((o) => (
            <MenuItem key={o.commentTypeId} value={o.commentTypeId}>
              {typeTitle(t, o.commentTypeId, o.commentTypeTitle)}
            </MenuItem>
          ))}
        </TextField>

        <TextField
          id={ids.text}
          label={t('messageTool.ui.text')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setSent(false);
          }}
          multiline
          minRows={3}
          maxRows={12}
          helperText={t('messageTool.ui.counter', { count: text.length, max: MAX_TEXT })}
          slotProps={{ htmlInput: { maxLength: MAX_TEXT } }}
        />

        {drafts.length > 0 && (
          <FormControlLabel
            control={<Checkbox checked={attach} onChange={(e) => setAttach(e.target.checked)} />}
            label={t('markups.attachFeedback', { count: drafts.length })}
          />
        )}

        <Box>
          <input
            ref={fileInput}
            id={ids.files}
            type="file"
            multiple
            hidden
            accept={acceptOf('messageAttachment')}
            tabIndex={-1}
            aria-label={t('messageTool.ui.attach')}
            onChange={(e) => choose(e.target.files)}
          />
          <Button
            variant="outlined"
            startIcon={<AttachFileIcon />}
            onClick={() => fileInput.current?.click()}
            aria-describedby={`${ids.files}-hint`}
            disabled={add.isPending}
          >
            {t('messageTool.ui.attach')}
          </Button>
          <Typography
            id={`${ids.files}-hint`}
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', mt: 0.5 }}
          >
            {t('messageTool.ui.attachHint', { max: MAX_MESSAGE_ATTACHMENTS })}
          </Typography>
          {files.length > 0 && (
            <Box
              component="ul"
              aria-label={t('messageTool.ui.selectedFiles')}
              sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
            >
              {files.map((f) => (
                <Box
                  component="li"
                  key={`${f.name}/${f.size}`}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.5,
                    pl: 1,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 4,
                    maxWidth: '100%',
                  }}
                >
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {f.name}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={t('messageTool.ui.removeFile', { name: f.name })}
                    onClick={() => setFiles((all) => all.filter((x) => x !== f))}
                    disabled={add.isPending}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Box>
          )}
          {tooMany && (
            <Alert severity="warning" sx={{ mt: 1 }} onClose={() => setTooMany(false)}>
              {t('messageTool.ui.tooManyFiles', { max: MAX_MESSAGE_ATTACHMENTS })}
            </Alert>
          )}
        </Box>

        {error && (
          <Alert severity="error">
            {t('messageTool.ui.sendFailed')} {error.message}
          </Alert>
        )}
        {sent && (
          <Alert severity="success" role="status">
            {t('messageTool.ui.sent')}
          </Alert>
        )}

        <Box>
          <Button
            variant="contained"
            onClick={submit}
            startIcon={add.isPending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
            disabled={empty || add.isPending}
          >
            {add.isPending ? t('messageTool.ui.sending') : t('messageTool.ui.send')}
          </Button>
        </Box>
      </Stack>

      {/* The invalid-characters dialog (spec 002 §5, §8): those files are not attached. */}
      <Dialog open={refused.length > 0} onClose={() => setRefused([])} aria-labelledby={ids.invalid}>
        <DialogTitle id={ids.invalid}>{t('upload.invalidCharacters.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('upload.invalidCharacters')}</DialogContentText>
          <DialogContentText sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {t('messageTool.ui.refusedFiles', { names: refused.join(', ') })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRefused([])}>{t('common.ok')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
