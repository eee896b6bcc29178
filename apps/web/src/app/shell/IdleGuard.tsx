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

interface Ending {
  /** What the end does: signing out by default; an external page forgets its link instead. */
  onExpire?: () => void;
  /** The label of the button that ends at once ('Logout' by default). */
  endLabel?: string;
}

/** The "Session about to expire" dialog (spec 000 §4, §8), on signed-in and external pages. */
export function IdleGuard(ending: Ending) {
  const config = useClientConfig();
  return (
    <IdleGuardDialog
      key={`${config.idleTimeoutMs}/${config.idleCountdownSeconds}`}
      timeoutMs={config.idleTimeoutMs}
      countdownSeconds={config.idleCountdownSeconds}
      {...ending}
    />
  );
}

function IdleGuardDialog({
  timeoutMs,
  countdownSeconds,
  onExpire,
  endLabel,
}: Ending & { timeoutMs: number; countdownSeconds: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useCallback(() => {
    void logout().then(() => navigate('/login', { replace: true }));
  }, [navigate]);
  const { open, seconds, cancel, logoutNow } = useInactivityGuard({
    timeoutMs,
    countdownSeconds,
    onLogout: onExpire ?? signOut,
  });
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
          {endLabel ?? t('shell.logout')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
