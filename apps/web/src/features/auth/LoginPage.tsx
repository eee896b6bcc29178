import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { UI_TIMINGS } from '@portal/contract';
import { PublicLayout } from '../../components/PublicLayout';
import { TextInput } from '../../components/TextInput';
import { PATHS } from '../../components/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ApiError } from '../../lib/api';
import { useClientConfig } from '../../lib/config';
import { deviceId, publicIp } from '../../lib/device';
import { isEmail } from '../../lib/forms';
import { useOrigin } from '../../lib/origin';
import { session, useSession } from '../../lib/session';
import { authenticate } from './api/authenticate';
import CookieBanner from './CookieBanner';
import { BrowserWarning } from './BrowserWarning';

// Shown only sometimes: loaded on demand to keep the login bundle within budget (docs/budgets.md).
const Toast = lazy(() => import('../../components/Toast'));

interface Form {
  email: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  const navigate = useNavigate();
  // The page asked for before signing in: kept through the code and first-time steps (lib/origin).
  const origin = useOrigin();
  const s = useSession();
  const config = useClientConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [missing, setMissing] = useState('');
  // The server's message shows in red for about 3 s; the spinner never stays longer than 6 s (spec 000 §8).
  useEffect(() => {
    if (!error) return;
    const id = setTimeout(() => setError(''), UI_TIMINGS.loginErrorMs);
    return () => clearTimeout(id);
  }, [error]);
  useEffect(() => {
    if (!busy) return;
    const id = setTimeout(() => setBusy(false), UI_TIMINGS.loginSpinnerMs);
    return () => clearTimeout(id);
  }, [busy]);
  // A plain controlled form: react-hook-form would add ~10 KB to the login bundle (docs/budgets.md budget).
  const [values, setValues] = useState<Form>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Form, 'required' | 'email'>>>({});
  const field = (name: keyof Form) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  if (s.state === 'LOGIN') return <Navigate to={origin.path} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { email, password } = values;
    const found: typeof errors = {};
    if (!email.trim()) found.email = 'required';
    else if (!isEmail(email)) found.email = 'email';
    if (!password) found.password = 'required';
    setErrors(found);
    if (found.email || found.password) {
      // A missing field also raises the toast "The field X is manddatory" (spec 000 §5).
      const missingField =
        found.email === 'required' ? 'common.email' : found.password === 'required' ? 'common.password' : '';
      if (missingField) setMissing(t('login.fieldMandatory', { field: t(missingField) }));
      return;
    }
    setError('');
    setBusy(true);
    try {
      const [DeviceName, IpAddress] = await Promise.all([deviceId(), publicIp(config.ipServiceUrl)]);
      const answer = await authenticate({ Email: email.trim(), Password: password, DeviceName, IpAddress });
      if (answer.isOtpValidationRequired) {
        session.awaitingCode(answer.token);
        navigate(PATHS.otp, { state: origin.state });
        return;
      }
      const { message: _m, isOtpValidationRequired: _o, ...record } = answer;
      session.signedIn(record);
      if (record.isFirstTimeLogin) navigate(PATHS.firstTimePassword, { replace: true, state: origin.state });
      else navigate(origin.path, { replace: true });
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('login.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicLayout title={t('login.welcome')}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('login.intro')}
      </Typography>
      <BrowserWarning />
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('login.title')}>
        <TextInput
          id="login-email"
          label={t('common.email')}
          type="email"
          autoComplete="username"
          required
          error={Boolean(errors.email)}
          helperText={
            errors.email === 'email' ? t('validation.email') : errors.email ? t('validation.required') : ' '
          }
          {...field('email')}
        />
        <TextInput
          id="login-password"
          label={t('common.password')}
          type="password"
          autoComplete="current-password"
          required
          error={Boolean(errors.password)}
          helperText={errors.password ? t('validation.required') : ' '}
          {...field('password')}
        />
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="login-error">
            {error}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 2 }}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('login.submit')}
        </Button>
      </Box>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ mt: 3, flexWrap: 'wrap' }}
        component="nav"
        aria-label={t('login.helpSupport')}
      >
        <Link component={RouterLink} to={PATHS.signup}>
          {t('login.createAccount')}
        </Link>
        <Link component={RouterLink} to={PATHS.resetRequest}>
          {t('login.forgotPassword')}
        </Link>
        <Link component={RouterLink} to={PATHS.helpSupport}>
          {t('login.helpSupport')}
        </Link>
        <Link component={RouterLink} to={PATHS.introVideo}>
          {t('login.introVideo')}
        </Link>
        <Link component={RouterLink} to={PATHS.tutorial}>
          {t('login.tutorial')}
        </Link>
      </Stack>
      <Suspense fallback={null}>
        {missing && <Toast message={missing} onClose={() => setMissing('')} />}
        <CookieBanner />
      </Suspense>
    </PublicLayout>
  );
}
