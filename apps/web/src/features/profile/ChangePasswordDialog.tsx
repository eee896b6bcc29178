import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LIMITS, UI_TIMINGS } from '@portal/contract';
import { ApiError } from '../../lib/api';
import { logout } from '../../lib/logout';
import { session } from '../../lib/session';
import { useChangeUserPassword } from './api/changeUserPassword';

interface Props {
  open: boolean;
  onClose(): void;
}

interface Form {
  current: string;
  newPassword: string;
  confirm: string;
}

type Status = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; message: string };

const EMPTY: Form = { current: '', newPassword: '', confirm: '' };

/**
 * Change Password (spec 002 §2, §4, §5, §8): current, new and confirm. After success the user is logged
 * out after 3 s; a 405 shows the server's reason and clears the fields; a 401 logs out at once.
 */
export default function ChangePasswordDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const change = useChangeUserPassword();
  const { register, handleSubmit, formState, reset, setValue } = useForm<Form>({ defaultValues: EMPTY });
  const errors = formState.errors;

  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };
  const signOutLater = useEffectEvent(() => void signOut());
  // After a successful change the user is logged out after 3 s (spec 002 §4, §9).
  useEffect(() => {
    if (status.kind !== 'success') return;
    const id = setTimeout(signOutLater, UI_TIMINGS.logoutAfterPasswordChangeMs);
    return () => clearTimeout(id);
  }, [status.kind]);

  const onSubmit = async (v: Form) => {
    if (v.newPassword !== v.confirm) {
      setValue('newPassword', '');
      setValue('confirm', '');
      setStatus({ kind: 'error', message: t('profile.passwordMismatch') });
      return;
    }
    setStatus({ kind: 'idle' });
    try {
      await change.mutateAsync({
        Email: session.get().user?.email ?? '',
        Password: v.current,
        NewPassword: v.newPassword,
      });
      setStatus({ kind: 'success' });
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      if (status === 401) {
        await signOut();
        return;
      }
      if (status === 405) {
        reset(EMPTY);
        setStatus({ kind: 'error', message: (err as ApiError).message || t('common.somethingWrong') });
        return;
      }
      setStatus({ kind: 'error', message: t('common.somethingWrong') });
    }
  };

  const busy = change.isPending || status.kind === 'success';
  // Once changed, the dialog stays until the logout (it cannot be closed meanwhile).
  const close = () => {
    if (!busy) onClose();
  };
  const field = (name: keyof Form, id: string, label: string, autoComplete: string) => (
    <TextField
      id={id}
      label={t(label)}
      type="password"
      autoComplete={autoComplete}
      required
      disabled={busy}
      error={Boolean(errors[name])}
      helperText={errors[name] ? t('validation.required') : ''}
      {...register(name, { required: true })}
    />
  );

  return (
    <Dialog open={open} onClose={close} aria-labelledby="change-password-title" fullWidth maxWidth="xs">
      <DialogTitle id="change-password-title">{t('shell.changePassword')}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        aria-labelledby="change-password-title"
      >
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('current', 'change-password-current', 'profile.currentPassword', 'current-password')}
            {field('newPassword', 'change-password-new', 'profile.newPassword', 'new-password')}
            {field('confirm', 'change-password-confirm', 'profile.confirmPassword', 'new-password')}
            <Typography variant="body2" color="text.secondary" data-testid="password-rules">
              {t('profile.passwordRules', { min: LIMITS.passwordMinLength })}
            </Typography>
            {status.kind === 'success' && (
              <Alert severity="success" data-testid="password-success">
                {t('profile.passwordChanged')} {t('profile.loggingOutSoon')}
              </Alert>
            )}
            {status.kind === 'error' && (
              <Alert severity="error" data-testid="password-error">
                {status.message}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={
              change.isPending ? (
                <CircularProgress size={18} color="inherit" aria-label={t('common.loading')} />
              ) : undefined
            }
          >
            {t('profile.changePasswordSubmit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
