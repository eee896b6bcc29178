import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClientConfig } from '../../lib/config';
import { logout } from '../../lib/logout';
import { useInactivityGuard } from './useInactivityGuard';

/** The "Session about to expire" dialog (spec 000 §4, §8). */
export function IdleGuard() {
  const config = useClientConfig();
  return (
    <IdleGuardDialog
      key={`${config.idleTimeoutMs}/${config.idleCountdownSeconds}`}
      timeoutMs={config.idleTimeoutMs}
      countdownSeconds={config.idleCountdownSeconds}
    />
  );
}

function IdleGuardDialog({ timeoutMs, countdownSeconds }: { timeoutMs: number; countdownSeconds: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onLogout = useCallback(() => {
    void logout().then(() => navigate('/login', { replace: true }));
  }, [navigate]);
  const { open, seconds, cancel, logoutNow } = useInactivityGuard({ timeoutMs, countdownSeconds, onLogout });
  return (
    <Dialog open={open} aria-labelledby="idle-title" aria-describedby="idle-text">
      <DialogTitle id="idle-title">{t('session.aboutToExpire')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-text" role="timer" aria-live="polite">
          {t('session.inactive', { seconds: Math.max(0, seconds) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={logoutNow}>
          {t('shell.logout')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
