import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECK_STATUS, STATUS, VALIDATION_PROMISE_DAYS, type DesignValidationInfo } from '@portal/contract';
import { holderText, lateText } from '../../../components/BallDue';
import { useNow } from '../../../components/useNow';
import { formatDate } from '../../../lib/dates';
import { ValidationActions } from './review/ValidationActions';
import { AttachedMarkupLinks } from './markups/AttachedMarkupLinks';

/** Pack keys of the check statuses (designReference `checkStatus.*`); empty shows as Under Examination. */
const STATUS_KEY: Record<string, string> = {
  [CHECK_STATUS.pending]: 'checkStatus.pending',
  [CHECK_STATUS.approved]: 'checkStatus.approved',
  [CHECK_STATUS.rejected]: 'checkStatus.rejected',
  [CHECK_STATUS.feedbackRequested]: 'checkStatus.feedbackRequested',
};
const STATUS_COLOUR: Record<string, 'success' | 'error' | 'info' | 'default'> = {
  [CHECK_STATUS.approved]: 'success',
  [CHECK_STATUS.rejected]: 'error',
  [CHECK_STATUS.feedbackRequested]: 'info',
};

const DAY_MS = 86_400_000;
/** Statuses in which the validation team is at work on a submitted design. */
const UNDER_VALIDATION: readonly number[] = [STATUS.underReview, STATUS.revisionMeeting];

/** Whole days from the submission to now (0 on the day itself); null when not readable. */
export function daysSince(iso: string | null, now: Date): number | null {
  if (!iso) return null;
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.floor((now.getTime() - at) / DAY_MS));
}

/** The validation status panel (spec 001 §2, §4 "Design validation statuses"; docs/lifecycle.md "beyond the spec"). */
export function ValidationStatusPanel({
  projectId,
  userId,
  info,
}: {
  projectId: number;
  userId: number;
  info: DesignValidationInfo;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const days = daysSince(info.designSubmissionDate, now);
  const waiting =
    info.isSubmittedForApproval && !info.isDocumentationOnly && UNDER_VALIDATION.includes(info.statusId);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="design-status-title"
      sx={{ p: { xs: 1.5, md: 2 } }}
    >
      <Typography
        id="design-status-title"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600, mb: 1.5 }}
      >
        {t('projectDetail.design.status.title')}
      </Typography>
      {info.isDocumentationOnly && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('projectDetail.design.status.documentationOnly')}
        </Alert>
      )}
      {/* A documentation-only project is not validated: no checks to show, the note says so. */}
      {!info.isDocumentationOnly && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: 2,
          }}
        >
          <CheckCard
            id="design-check-completeness"
            title={t('projectDetail.design.status.completeness')}
            status={info.completenessChkStatus}
            date={info.completenessChkDate}
            refusals={info.completenessChkRejectionNos}
          />
          <CheckCard
            id="design-check-content"
            title={t('projectDetail.design.status.content')}
            status={info.contentValidationStatus}
            date={info.contentValidationDate}
            refusals={info.contentValidationRejectionNos}
          />
        </Box>
      )}
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, mt: 2, mb: 0 }}>
        <Item label={t('projectDetail.design.status.submissionDate')}>
          {formatDate(info.designSubmissionDate) || t('projectDetail.design.status.notSubmitted')}
        </Item>
        {waiting && days !== null && (
          <Item label={t('projectDetail.design.status.waiting')}>
            {/* Calendar days, for information: whether the project is late is the ball's one sign below,
                counted in working days per stage (docs/lifecycle.md "Ball in court"). */}
            {t('projectDetail.design.status.days', { days, promise: VALIDATION_PROMISE_DAYS })}
          </Item>
        )}
      </Box>
      {info.ball && <BallItems ball={info.ball} />}
      {info.validationComments.length > 0 && <ValidationComments comments={info.validationComments} />}
      <ValidationActions projectId={projectId} userId={userId} info={info} />
    </Paper>
  );
}

/** Ball in court (docs/lifecycle.md): who must act now, on which step, by when, and how late. */
function BallItems({ ball }: { ball: NonNullable<DesignValidationInfo['ball']> }) {
  const { t } = useTranslation();
  const late = lateText(t, ball.workingDaysLate);
  return (
    <Box
      component="section"
      aria-labelledby="design-ball-title"
      sx={{ mt: 2, borderLeft: 3, borderColor: late ? 'warning.main' : 'info.main', pl: 1.5 }}
    >
      <Typography id="design-ball-title" component="h4" variant="body1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('ball.title')}
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}>
        <Item label={t('ball.holder')}>{holderText(t, ball)}</Item>
        <Item label={t('ball.stage')}>{t(`ball.stage.${ball.stage}`)}</Item>
        <Item label={t('ball.since')}>{formatDate(ball.since)}</Item>
        <Item label={t('ball.due')}>
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <span>{formatDate(ball.dueDate)}</span>
            <Chip size="small" color={late ? 'warning' : 'default'} label={late || t('ball.onTime')} />
          </Box>
        </Item>
      </Box>
    </Box>
  );
}

/** The decisions with their validation comments, newest first: a refusal says what to correct. */
function ValidationComments({ comments }: { comments: DesignValidationInfo['validationComments'] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="design-comments-title" sx={{ mt: 2 }}>
      <Typography id="design-comments-title" component="h4" variant="body1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('projectDetail.design.comments.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {comments.map((c, i) => (
          <Box
            component="li"
            key={`${c.date}-${i}`}
            sx={{
              borderLeft: 3,
              borderColor: c.decision === 'rejected' ? 'error.main' : 'success.main',
              pl: 1.5,
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(`projectDetail.design.comments.${c.check}.${c.decision}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('projectDetail.design.comments.by', { name: c.userName, date: formatDate(c.date) })}
            </Typography>
            {c.comment && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
                {c.comment}
              </Typography>
            )}
            <AttachedMarkupLinks groups={c.markups} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function CheckCard(props: {
  id: string;
  title: string;
  status: string;
  date: string | null;
  refusals: number;
}) {
  const { t } = useTranslation();
  const key = STATUS_KEY[props.status];
  return (
    <Box
      role="group"
      aria-labelledby={`${props.id}-title`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography id={`${props.id}-title`} component="h4" variant="body1" sx={{ fontWeight: 600, mb: 1 }}>
        {props.title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
        <Item label={t('projectDetail.design.status.state')}>
          <Chip
            size="small"
            color={STATUS_COLOUR[props.status] ?? 'default'}
            label={key ? t(key) : props.status}
          />
        </Item>
        <Item label={t('projectDetail.design.status.date')}>{formatDate(props.date) || '—'}</Item>
        <Item label={t('projectDetail.design.status.refusals')}>{props.refusals}</Item>
      </Box>
    </Box>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}:
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}
