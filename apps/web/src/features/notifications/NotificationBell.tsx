import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../lib/api';
import { session } from '../../lib/session';
import { useNotifications } from './api/getNotifications';
import { useReadAllNotifications } from './api/updateNotifications';
import { useNotificationEvents } from './api/notificationEvents';

// The list (and its HTML sanitiser) loads when the drawer first opens.
const NotificationList = lazy(() => import('./NotificationList'));

/** The badge shows at most 99+. */
const BADGE_MAX = 99;

/**
 * The bell with the unread count (Validation Center Team only, spec 002 §2); opens the right-hand drawer with
 * the notifications list. Count and list follow the server's event stream while the shell is open.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const email = session.get().user?.email ?? '';
  const { data } = useNotifications(email);
  useNotificationEvents();
  const readAll = useReadAllNotifications(email);
  const titleId = useId();
  const count = data?.notificationCount ?? 0;
  // The name holds the badge's text as shown (WCAG 2.5.3 label in name): "99+" beyond 99.
  const shownCount = count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
  return (
    <>
      <IconButton
        color="inherit"
        onClick={() => setOpen(true)}
        aria-label={t('shell.notificationsButton', { count: shownCount })}
        data-testid="notification-bell"
      >
        <Badge badgeContent={count} color="error" max={BADGE_MAX}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {/* A modal drawer: above the top bar (it would hide the heading), closed by its button, Esc or outside. */}
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ zIndex: 'modal' }}
        // The drawer's paper is the dialog: named by its heading.
        slotProps={{ paper: { 'aria-labelledby': titleId } }}
      >
        <Box sx={{ width: 'min(400px, 100vw)', p: 2 }} data-testid="notifications-drawer">
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography component="h2" variant="h6" id={titleId}>
              {t('shell.notifications')}
            </Typography>
            <IconButton onClick={() => setOpen(false)} aria-label={t('shell.closeNotifications')} edge="end">
              <CloseIcon />
            </IconButton>
          </Box>
          {/* Wraps: "Alle als gelesen markieren" beside the count is wider than a 390 px phone. */}
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Typography aria-live="polite">{t('shell.notificationCount', { count })}</Typography>
            <Button
              size="small"
              variant="outlined"
              startIcon={<DoneAllIcon />}
              onClick={() => readAll.mutate()}
              disabled={count === 0 || readAll.isPending}
              sx={{ flexShrink: 0 }}
            >
              {t('notifications.readAll')}
            </Button>
          </Box>
          {shownError(readAll.error) && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('notifications.readAllFailed')}
            </Alert>
          )}
          <Suspense fallback={<Typography sx={{ mt: 2 }}>{t('notifications.loading')}</Typography>}>
            <NotificationList userEmail={email} onOpenProject={() => setOpen(false)} />
          </Suspense>
        </Box>
      </Drawer>
    </>
  );
}
