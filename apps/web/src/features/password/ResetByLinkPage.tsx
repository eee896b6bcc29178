import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';
import { PATHS } from '../../components/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ApiError } from '../../lib/api';
import { useResetPasswordByLink } from './api/resetPasswordByLink';
import { NewPasswordFields, passwordsMatch, type PasswordPair } from './NewPasswordFields';

/** Reset by the mailed link (spec 000 §2.7, §4, §8): /user/forgotPassword?email=…&token=… */
export default function ResetByLinkPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pwd.link.title'));
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const { control, handleSubmit, setValue, setFocus } = useForm<PasswordPair>({
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const linkUsable = Boolean(email && token);
  const reset = useResetPasswordByLink();

  const onSubmit = async (values: PasswordPair) => {
    setError('');
    if (!passwordsMatch(values, setValue, setFocus)) {
      setError(t('pwd.mismatch'));
      return;
    }
    try {
      await reset.mutateAsync({ email, newPassword: values.newPassword, linkToken: token });
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) setError(t('link.invalid'));
      else setError(err instanceof ApiError && err.message ? err.message : t('common.somethingWrong'));
    }
  };

  return (
    <PublicLayout title={t('pwd.link.title')}>
      {done ? (
        <>
          <Alert severity="success" role="status">
            {t('pwd.link.success')}
          </Alert>
          <Button component={RouterLink} to={PATHS.login} variant="contained" sx={{ mt: 2 }}>
            {t('pwd.goToLogin')}
          </Button>
        </>
      ) : (
        <>
          {linkUsable && (
            <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
              <Typography>{t('pwd.account', { email })}</Typography>
              {/* Lets password managers store the new password under the right account. */}
              <input type="hidden" name="username" autoComplete="username" value={email} />
              <NewPasswordFields control={control} idPrefix="reset" />
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
                disabled={reset.isPending}
              >
                {t('pwd.link.submit')}
              </Button>
            </Box>
          )}
          {!linkUsable && (
            <Alert severity="error" role="alert">
              {t('link.invalid')}
            </Alert>
          )}
          <Stack direction="row" useFlexGap spacing={2} sx={{ mt: 3, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={PATHS.resetRequest}>
              {t('pwd.reset.requestNew')}
            </Link>
            <Link component={RouterLink} to={PATHS.login}>
              {t('common.backToLogin')}
            </Link>
          </Stack>
        </>
      )}
    </PublicLayout>
  );
}
