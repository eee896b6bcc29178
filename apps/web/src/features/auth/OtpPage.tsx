import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LIMITS } from '@portal/contract';
import { PublicLayout } from '../../components/PublicLayout';
import { PATHS } from '../../components/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ApiError } from '../../lib/api';
import { useClientConfig } from '../../lib/config';
import { logout } from '../../lib/logout';
import { useOrigin } from '../../lib/origin';
import { session } from '../../lib/session';
import { useValidateOtp } from './api/validateOtp';

/** One-time code (spec 000 §2.7, §4): a valid code stores the user record and signs in. */
export default function OtpPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('otp.title'));
  const navigate = useNavigate();
  const origin = useOrigin();
  const config = useClientConfig();
  const [error, setError] = useState('');
  const verify = useValidateOtp();
  const { register, handleSubmit, formState } = useForm<{ otp: string }>({ defaultValues: { otp: '' } });

  const onSubmit = ({ otp }: { otp: string }) => {
    const pendingToken = session.get().pendingToken;
    if (!pendingToken) return navigate(PATHS.login, { replace: true });
    setError('');
    verify.mutate(
      { otp: otp.trim(), pendingToken },
      {
        onSuccess: (record) => {
          session.signedIn(record);
          // On to the first-time password, or to the page asked for before signing in (lib/origin).
          if (record.isFirstTimeLogin)
            navigate(PATHS.firstTimePassword, { replace: true, state: origin.state });
          else navigate(origin.path, { replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) {
            // The pending session is over (expired or too many attempts): back to the login page.
            session.clear();
            navigate(PATHS.login, { replace: true });
            return;
          }
          setError(err instanceof ApiError ? err.message : t('common.somethingWrong'));
        },
      },
    );
  };

  const backToLogin = async () => {
    await logout();
    navigate(PATHS.login, { replace: true });
  };

  return (
    <PublicLayout title={t('otp.title')} width="xs">
      <Typography color="text.secondary">{t('otp.text')}</Typography>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={t('otp.label')}
          required
          autoComplete="one-time-code"
          error={Boolean(formState.errors.otp)}
          helperText={
            formState.errors.otp?.type === 'required'
              ? t('validation.required')
              : formState.errors.otp
                ? t('otp.numeric')
                : ' '
          }
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.otpLength } }}
          {...register('otp', { required: true, pattern: /^\d{6}$/ })}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={verify.isPending}>
            {t('otp.submit')}
          </Button>
          <Button onClick={() => void backToLogin()}>{t('common.backToLogin')}</Button>
        </Stack>
      </Box>
      {config.demo && (
        <Typography sx={{ mt: 3 }}>
          <Link href={PATHS.devMail.slice(1)} target="_blank" rel="noopener">
            {t('otp.devMailbox')}
          </Link>
        </Typography>
      )}
    </PublicLayout>
  );
}
