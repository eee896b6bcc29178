import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';
import { PATHS } from '../../components/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ApiError } from '../../lib/api';
import { isEmail } from '../../lib/forms';
import { useRequestPasswordReset } from './api/requestPasswordReset';

interface Form {
  email: string;
  confirmEmail: string;
}

type Outcome = { severity: 'success' | 'warning' | 'error'; text: ReactNode } | null;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Reset request (spec 000 §2.7, §4, §5): email twice, then the answer's isUserActivated decides the message. */
export default function ResetRequestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pwd.reset.title'));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, formState } = useForm<Form>({
    defaultValues: { email: '', confirmEmail: '' },
  });
  const { errors } = formState;
  const resetRequest = useRequestPasswordReset();

  const onSubmit = async ({ email }: Form) => {
    setOutcome(null);
    try {
      const { isUserActivated } = await resetRequest.mutateAsync(email.trim());
      if (isUserActivated === 4) setOutcome({ severity: 'success', text: t('pwd.reset.sent') });
      else if (isUserActivated === 3) setOutcome({ severity: 'warning', text: t('pwd.reset.locked') });
      else if (isUserActivated === 2)
        setOutcome({
          severity: 'warning',
          text: (
            <>
              {t('pwd.reset.notAccepted')}{' '}
              <Link component={RouterLink} to={PATHS.helpSupport}>
                {t('pwd.reset.contactSupport')}
              </Link>
            </>
          ),
        });
      else setOutcome({ severity: 'error', text: t('pwd.reset.notRegistered') });
    } catch (err) {
      setOutcome({
        severity: 'error',
        text: err instanceof ApiError && err.message ? err.message : t('common.somethingWrong'),
      });
    }
  };

  const emailError = (type: string | undefined) =>
    type === 'required'
      ? t('validation.required')
      : type === 'validate'
        ? t('validation.email')
        : type === 'match'
          ? t('pwd.reset.emailMismatch')
          : ' ';

  return (
    <PublicLayout title={t('pwd.reset.title')}>
      <Typography color="text.secondary">{t('pwd.reset.intro')}</Typography>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          id="reset-email"
          label={t('common.email')}
          type="email"
          autoComplete="email"
          required
          error={Boolean(errors.email)}
          helperText={emailError(errors.email?.type)}
          slotProps={{ htmlInput: { maxLength: LIMITS.emailMaxLength } }}
          {...register('email', { required: true, validate: (v) => isEmail(v) })}
        />
        <TextField
          id="reset-confirm-email"
          label={t('pwd.confirmEmail')}
          type="email"
          autoComplete="email"
          required
          error={Boolean(errors.confirmEmail)}
          helperText={emailError(errors.confirmEmail?.type)}
          slotProps={{ htmlInput: { maxLength: LIMITS.emailMaxLength } }}
          {...register('confirmEmail', {
            required: true,
            validate: { validate: (v) => isEmail(v), match: (v, all) => sameEmail(v, all.email) },
          })}
        />
        {outcome && (
          <Alert severity={outcome.severity} role="alert" sx={{ mt: 1 }} data-testid="reset-outcome">
            {outcome.text}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 2 }}
          disabled={resetRequest.isPending}
        >
          {t('pwd.reset.submit')}
        </Button>
      </Box>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={PATHS.login}>
          {t('common.backToLogin')}
        </Link>
      </Typography>
    </PublicLayout>
  );
}
