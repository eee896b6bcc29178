import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAttached, LIMITS, ROLES, type DesignValidationInfo } from '@portal/contract';
import { shownError } from '../../../../lib/api';
import { roleOf, useSession } from '../../../../lib/session';
import {
  useValidateProjectData,
  type ValidationCheck,
  type ValidationDecision,
} from '../../api/validateProjectData';
import { useProjectMarkups } from '../../api/markups';

const MAX_COMMENT = LIMITS.validationCommentMaxLength;

const CHECK_LABEL: Record<ValidationCheck, string> = {
  completeness: 'review.ui.completeness',
  content: 'review.ui.content',
};
const DIALOG_TITLE: Record<ValidationCheck, Record<ValidationDecision, string>> = {
  completeness: { approve: 'review.ui.approveCompleteness', reject: 'review.ui.rejectCompleteness' },
  content: { approve: 'review.ui.approveContent', reject: 'review.ui.rejectContent' },
};

/** The spec's message for a comment that may not be sent, as a pack key; null when it may (spec 001 §5). */
export function commentProblem(decision: ValidationDecision, comment: string): string | null {
  if (decision === 'reject' && comment.trim() === '') return 'review.ui.commentRequired';
  if (comment.trim().length > MAX_COMMENT) return 'review.ui.commentTooLong';
  return null;
}

/**
 * The Validation Center Team's decisions on the design (spec 001 §5 "Validation comment", §6; docs/lifecycle.md):
 * approve or reject the completeness check (GEC Validator/Data Analyst) or the content (the other VC project
 * roles, once completeness is approved). The server says who may act now (`canValidate…`); nothing shows
 * otherwise. One decision per call; the buttons go once it is recorded.
 */
export function ValidationActions({
  projectId,
  userId,
  info,
}: {
  projectId: number;
  /** The project's user (its originator; 0 when none), sent with each decision (spec 001 §5). */
  userId: number;
  info: DesignValidationInfo;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const titleId = useId();
  const validate = useValidateProjectData(projectId);
  const [open, setOpen] = useState<{ check: ValidationCheck; decision: ValidationDecision } | null>(null);
  // The check just decided stays hidden until the info read again says otherwise.
  const [acted, setActed] = useState<{ info: DesignValidationInfo; message: string } | null>(null);

  const isVc = roleOf(session) === ROLES.VC;
  // The reviewers' draft markups go with the comment unless the validator says otherwise (docs/review.md).
  const markups = useProjectMarkups(projectId, isVc);
  const drafts = (markups.data?.markups ?? []).filter((m) => !isAttached(m)).map((m) => m.id);
  const stale = acted?.info === info;
  const checks: ValidationCheck[] = [];
  if (isVc && !stale && info.canValidateCompleteness) checks.push('completeness');
  if (isVc && !stale && info.canValidateContent) checks.push('content');
  const done = acted?.message ?? '';
  if (checks.length === 0 && !done) return null;

  return (
    // Shown inside the validation status panel (its h3): a part of it below a rule.
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography component="h4" variant="subtitle2" id={titleId} sx={{ fontWeight: 600, mb: 1 }}>
        {t('review.ui.title')}
      </Typography>
      {done && (
        <Alert severity="success" role="status" sx={{ mb: checks.length ? 1.5 : 0 }}>
          {done}
        </Alert>
      )}
      <Stack spacing={1.5}>
        {checks.map((check) => (
          <Box
            key={check}
            role="group"
            aria-labelledby={`${titleId}-${check}`}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <Typography
              id={`${titleId}-${check}`}
              sx={{ fontWeight: 600, mr: 'auto', flexBasis: { xs: '100%', sm: 'auto' } }}
            >
              {t(CHECK_LABEL[check])}
            </Typography>
            <Button
              variant="contained"
              color="success"
              startIcon={<CheckIcon />}
              aria-label={t(DIALOG_TITLE[check].approve)}
              onClick={() => setOpen({ check, decision: 'approve' })}
            >
              {t('review.ui.approve')}
            </Button>
            <Button
              variant="contained"
              color="error"
              startIcon={<CloseIcon />}
              aria-label={t(DIALOG_TITLE[check].reject)}
              onClick={() => setOpen({ check, decision: 'reject' })}
            >
              {t('review.ui.reject')}
            </Button>
          </Box>
        ))}
      </Stack>
      {open && (
        <DecisionDialog
          drafts={drafts}
          check={open.check}
          decision={open.decision}
          pending={validate.isPending}
          error={shownError(validate.error)?.message ?? ''}
          onClose={() => {
            setOpen(null);
            validate.reset();
          }}
          onSubmit={(comment, markupIds) =>
            validate.mutate(
              {
                projectId,
                userId,
                updaterId: session.user?.email ?? '',
                check: open.check,
                decision: open.decision,
                comment,
                markupIds,
              },
              {
                onSuccess: (answer) => {
                  setActed({ info, message: answer.message || t('review.ui.done') });
                  setOpen(null);
                },
              },
            )
          }
        />
      )}
    </Box>
  );
}

function DecisionDialog({
  drafts,
  check,
  decision,
  pending,
  error,
  onClose,
  onSubmit,
}: {
  drafts: number[];
  check: ValidationCheck;
  decision: ValidationDecision;
  pending: boolean;
  error: string;
  onClose: () => void;
  onSubmit: (comment: string, markupIds: number[]) => void;
}) {
  const { t } = useTranslation();
  const ids = { title: useId(), prompt: useId(), comment: useId() };
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [attach, setAttach] = useState(true);
  const reject = decision === 'reject';

  const submit = () => {
    const found = commentProblem(decision, comment);
    setProblem(found);
    if (!found) onSubmit(comment.trim(), attach ? drafts : []);
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={ids.title}
      aria-describedby={ids.prompt}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={ids.title}>{t(DIALOG_TITLE[check][decision])}</DialogTitle>
      <DialogContent>
        <DialogContentText id={ids.prompt} sx={{ mb: 2 }}>
          {reject ? t('review.ui.promptReject') : t('review.ui.promptApprove')}
        </DialogContentText>
        <TextField
          id={ids.comment}
          label={reject ? t('review.ui.comment') : t('review.ui.commentOptional')}
          required={reject}
          value={comment}
          onChange={(e) => {
            setComment(e.target.value);
            if (problem) setProblem(null);
          }}
          multiline
          minRows={4}
          maxRows={14}
          fullWidth
          error={Boolean(problem)}
          helperText={
            problem ? t(problem) : t('review.ui.counter', { count: comment.trim().length, max: MAX_COMMENT })
          }
          slotProps={{ formHelperText: { role: problem ? 'alert' : undefined } }}
        />
        {drafts.length > 0 && (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={attach} onChange={(e) => setAttach(e.target.checked)} />}
            label={t('markups.attach', { count: drafts.length })}
          />
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('review.ui.failed')} {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color={reject ? 'error' : 'primary'}
          onClick={submit}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {pending ? t('review.ui.submitting') : t('review.ui.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
