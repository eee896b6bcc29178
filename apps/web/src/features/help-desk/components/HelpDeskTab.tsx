import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { authorizedHelpDeskBody, LIMITS } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { shownError } from '../../../lib/api';
import { useClientConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session';
import { useSendHelpDeskQuery } from '../api/sendHelpDeskQuery';
import { HELP_DESK_TIMINGS } from './timings';
import { useFlash } from './useFlash';

interface QueryForm {
  subject: string;
  description: string;
}

const fields = authorizedHelpDeskBody.shape;
const SUBJECT_MAX = fields.Subject.in.maxLength ?? undefined;
const QUERIES_MAX = fields.Queries.maxLength ?? undefined;
const required = { validate: (v: string) => v.trim() !== '' };

/**
 * The Help Desk tab (spec 002 §2, §5, §9): the fixed contact address, and the query form (subject and
 * description required) sent as Email, UserName, Subject, Queries; the confirmation shows for 4 s.
 */
export function HelpDeskTab() {
  const { t } = useTranslation();
  const { helpDeskEmail } = useClientConfig();
  const user = useSession().user;
  const send = useSendHelpDeskQuery();
  const [flash, showFlash] = useFlash(HELP_DESK_TIMINGS.confirmationMs);
  const { register, handleSubmit, reset, formState } = useForm<QueryForm>({
    defaultValues: { subject: '', description: '' },
  });
  const { errors } = formState;

  const onSubmit = async ({ subject, description }: QueryForm) => {
    showFlash(null);
    try {
      await send.mutateAsync({
        Email: user?.email ?? '',
        UserName: user?.firstName ?? '',
        Subject: subject.trim(),
        Queries: description.trim(),
      });
      reset();
      showFlash({ severity: 'success', text: t('helpDesk.sent') });
    } catch (err) {
      if (shownError(err)) showFlash({ severity: 'error', text: t('helpDesk.notSent') }, true);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}>
      {helpDeskEmail && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            {t('helpDesk.contactTitle')}
          </Typography>
          <Typography>
            <Trans
              i18nKey="helpDesk.contact"
              values={{ email: helpDeskEmail }}
              components={{ mail: <Link href={`mailto:${helpDeskEmail}`} /> }}
            />
          </Typography>
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('helpDesk.formTitle')}
        </Typography>
        <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
          <TextField
            id="helpdesk-subject"
            label={t('helpDesk.subject')}
            required
            fullWidth
            margin="dense"
            error={Boolean(errors.subject)}
            helperText={errors.subject ? t('validation.required') : ' '}
            slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
            {...register('subject', required)}
          />
          <TextField
            id="helpdesk-description"
            label={t('helpDesk.description')}
            required
            fullWidth
            multiline
            rows={LIMITS.helpQueryRows}
            margin="dense"
            error={Boolean(errors.description)}
            helperText={errors.description ? t('validation.required') : ' '}
            slotProps={{ htmlInput: { maxLength: QUERIES_MAX } }}
            {...register('description', required)}
          />
          {flash && (
            <Alert
              severity={flash.severity}
              role={flash.severity === 'error' ? 'alert' : 'status'}
              sx={{ my: 1 }}
            >
              {flash.text}
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {t('common.submit')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
