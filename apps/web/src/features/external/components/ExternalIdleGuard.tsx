import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useInactivityGuard } from '../../../app/shell/useInactivityGuard';
import { useClientConfig } from '../../../lib/config';

/** The inactivity guard of spec 000 §4 on an external page: at the end the page forgets the link. */
export function ExternalIdleGuard({ onExpire }: { onExpire: () => void }) {
  const config = useClientConfig();
  return (
    <GuardDialog
      key={`${config.idleTimeoutMs}/${config.idleCountdownSeconds}`}
      timeoutMs={config.idleTimeoutMs}
      countdownSeconds={config.idleCountdownSeconds}
      onExpire={onExpire}
    />
  );
}

function GuardDialog({
  timeoutMs,
  countdownSeconds,
  onExpire,
}: {
  timeoutMs: number;
  countdownSeconds: number;
  onExpire: () => void;
}) {
  const { t } = useTranslation();
  const { open, seconds, cancel, logoutNow } = useInactivityGuard({
    timeoutMs,
    countdownSeconds,
    onLogout: onExpire,
  });
  return (
    <Dialog open={open} aria-labelledby="external-idle-title" aria-describedby="external-idle-text">
      <DialogTitle id="external-idle-title">{t('session.aboutToExpire')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="external-idle-text" role="timer" aria-live="polite">
          {t('session.inactive', { seconds: Math.max(0, seconds) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={logoutNow}>
          {t('externalPages.idle.end')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
