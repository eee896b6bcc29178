import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, type UserRecord } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';
import { PATHS } from '../../components/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ApiError } from '../../lib/api';
import { isEmail } from '../../lib/forms';
import { logout } from '../../lib/logout';
import { useOrigin } from '../../lib/origin';
import { session, useSession } from '../../lib/session';
import { useChangeFirstTimePassword } from './api/changeFirstTimePassword';
import { NewPasswordFields, passwordsMatch, type PasswordPair } from './NewPasswordFields';

interface Form extends PasswordPair {
  email: string;
  currentPassword: string;
}

/**
 * First-time password change (spec 000 §2.7, §5, §8). With the first-time session the e-mail is the
 * session's and the answer signs the user in; when not logged in the user types the e-mail.
 */
export default function FirstTimePasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pwd.first.title'));
  const navigate = useNavigate();
  const s = useSession();
  const origin = useOrigin();
  const sessionEmail = s.state === 'FirstTimeUSER' ? (s.user?.email ?? '') : '';
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const { control, register, handleSubmit, setValue, setFocus, formState } = useForm<Form>({
    defaultValues: { email: '', currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const change = useChangeFirstTimePassword();

  const onSubmit = async (values: Form) => {
    setError('');
    if (!passwordsMatch(values, setValue, setFocus)) {
      setError(t('pwd.mismatch'));
      return;
    }
    try {
      const answer = await change.mutateAsync({
        Email: sessionEmail || values.email.trim(),
        Password: values.currentPassword,
        NewPassword: values.newPassword,
      });
      if (answer.token) {
        // The first-time session became a full one: keep the record and go to the page asked for (or home).
        const { statusCode: _s, message: _m, ...record } = answer;
        session.signedIn(record as UserRecord);
        navigate(origin.path, { replace: true });
        return;
      }
      // The server ended every other session of this user: nothing of the old one may linger.
      if (session.get().state !== 'LOGOUT') session.clear();
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.status === 405) setError(err.message);
      else if (err instanceof ApiError && err.status === 401) {
        await logout();
        navigate(PATHS.login, { replace: true });
      } else setError(t('common.somethingWrong'));
    }
  };

  const backToLogin = async () => {
    await logout();
    navigate(PATHS.login, { replace: true });
  };

  return (
    <PublicLayout title={t('pwd.first.title')}>
      {done ? (
        <>
          <Alert severity="success" role="status">
            {t('pwd.first.success')}
          </Alert>
          <Button component={RouterLink} to={PATHS.login} variant="contained" sx={{ mt: 2 }}>
            {t('pwd.goToLogin')}
          </Button>
        </>
      ) : (
        <>
          <Typography color="text.secondary">{t('pwd.first.intro')}</Typography>
          <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
            {sessionEmail ? (
              <>
                <Typography sx={{ mt: 2 }}>{t('pwd.account', { email: sessionEmail })}</Typography>
                <input type="hidden" name="username" autoComplete="username" value={sessionEmail} />
              </>
            ) : (
              <TextField
                id="first-email"
                label={t('common.email')}
                type="email"
                autoComplete="username"
                required
                error={Boolean(errors.email)}
                helperText={
                  errors.email?.type === 'validate'
                    ? t('validation.email')
                    : errors.email
                      ? t('validation.required')
                      : ' '
                }
                slotProps={{ htmlInput: { maxLength: LIMITS.emailMaxLength } }}
                {...register('email', { required: true, validate: (v) => isEmail(v) })}
              />
            )}
            <TextField
              id="first-current"
              label={t('pwd.currentPassword')}
              type="password"
              autoComplete="current-password"
              required
              error={Boolean(errors.currentPassword)}
              helperText={errors.currentPassword ? t('validation.required') : ' '}
              slotProps={{ htmlInput: { maxLength: LIMITS.passwordMaxLength } }}
              {...register('currentPassword', { required: true })}
            />
            <NewPasswordFields control={control} idPrefix="first" />
            {error && (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {error}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              sx={{ mt: 2 }}
              disabled={change.isPending}
            >
              {t('pwd.first.submit')}
            </Button>
          </Box>
          <Button sx={{ mt: 2 }} onClick={() => void backToLogin()}>
            {t('common.backToLogin')}
          </Button>
        </>
      )}
    </PublicLayout>
  );
}
