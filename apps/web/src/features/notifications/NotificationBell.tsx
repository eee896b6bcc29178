import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '../../lib/session';
import { useNotifications } from './api/getNotifications';
import { useNotificationEvents } from './api/notificationEvents';

// The list (and its HTML sanitiser) loads when the drawer first opens.
const NotificationList = lazy(() => import('./NotificationList'));

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
  const count = data?.notificationCount ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        onClick={() => setOpen(true)}
        aria-label={`${t('shell.notifications')} (${count})`}
        data-testid="notification-bell"
      >
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {/* A modal drawer: above the top bar (it would hide the heading), closed by its button, Esc or outside. */}
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} sx={{ zIndex: 'modal' }}>
        <Box
          sx={{ width: 'min(400px, 100vw)', p: 2 }}
          role="region"
          aria-label={t('shell.notifications')}
          data-testid="notifications-drawer"
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography component="h2" variant="h6">
              {t('shell.notifications')}
            </Typography>
            <IconButton onClick={() => setOpen(false)} aria-label={t('shell.closeNotifications')} edge="end">
              <CloseIcon />
            </IconButton>
          </Box>
          <Typography aria-live="polite">{t('shell.notificationCount', { count })}</Typography>
          <Suspense fallback={<Typography sx={{ mt: 2 }}>{t('notifications.loading')}</Typography>}>
            <NotificationList userEmail={email} onOpenProject={() => setOpen(false)} />
          </Suspense>
        </Box>
      </Drawer>
    </>
  );
}
