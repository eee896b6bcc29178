import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useId, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LINK_PARTIES, ROLE_TITLE_KEY, type NotificationItem, type Role } from '@portal/contract';
import { shownError } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { useNotifications } from './api/getNotifications';
import { useReadNotification } from './api/updateNotifications';

/**
 * The message is HTML the server built from a pack template with escaped values; it is sanitised here
 * again (docs/lifecycle.md): no scripts, event handlers, styles, forms or images, only text markup and links.
 */
export function sanitizeMessage(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'img', 'svg', 'math', 'iframe', 'video', 'audio'],
    FORBID_ATTR: ['style'],
  });
}

/** A user's role, or an external party (a supplier's or an auditor's submission). */
const roleTitle = (t: TFunction, role: string) =>
  role in ROLE_TITLE_KEY
    ? t(ROLE_TITLE_KEY[role as Role])
    : (LINK_PARTIES as readonly string[]).includes(role)
      ? t(`ciScreens.party.${role}`)
      : role;

interface Props {
  userEmail: string;
  /** A site name (or an extract's link) was clicked: the drawer closes while the page opens. */
  onOpenProject: () => void;
}

/** The notifications list (spec 002 §2, §3): role, user, site (opens the project), unique id, message, date, Read. */
export default function NotificationList({ userEmail, onOpenProject }: Props) {
  const { t } = useTranslation();
  const { data } = useNotifications(userEmail);
  const read = useReadNotification(userEmail);
  const items = data?.notificationsListData ?? [];
  const failed = shownError(read.error);
  return (
    <>
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('notifications.readFailed')}
        </Alert>
      )}
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label={t('notifications.list')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
          data-testid="notification-list"
        >
          {items.map((item) => (
            <NotificationEntry
              key={item.notificationId}
              item={item}
              onOpenProject={onOpenProject}
              onRead={() => read.mutate({ notificationId: item.notificationId, shown: items })}
            />
          ))}
        </Box>
      )}
    </>
  );
}

function NotificationEntry({
  item,
  onOpenProject,
  onRead,
}: {
  item: NotificationItem;
  onOpenProject: () => void;
  onRead: () => void;
}) {
  const { t } = useTranslation();
  const projectLabel = useId();
  const row = (label: string, value: ReactNode, id?: string) => (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} id={id}>
        {value}
      </Typography>
    </>
  );
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      data-testid="notification-item"
    >
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, m: 0 }}>
        {/* The portal's own notices (a project became overdue) have no role behind them. */}
        {item.role !== '' && row(t('notifications.role'), roleTitle(t, item.role))}
        {row(t('notifications.user'), item.userName)}
        {item.extractId ? (
          row(
            t('notifications.extract'),
            <Link component={RouterLink} to={`/Extract/${item.extractId}`} onClick={onOpenProject}>
              {t('extracts.open')}
            </Link>,
          )
        ) : (
          <>
            {row(
              t('notifications.site'),
              item.projectId ? (
                <Link component={RouterLink} to={`/UniqueProject/${item.projectId}`} onClick={onOpenProject}>
                  {item.siteName}
                </Link>
              ) : (
                item.siteName
              ),
            )}
            {row(t('notifications.project'), item.projectUniqueId, projectLabel)}
          </>
        )}
        {row(t('notifications.date'), formatDateTime(item.notificationDateTime))}
      </Box>
      <Typography
        component="div"
        variant="body2"
        sx={{ mt: 1, overflowWrap: 'anywhere' }}
        data-testid="notification-message"
        dangerouslySetInnerHTML={{ __html: sanitizeMessage(item.notificationMessage) }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
        <Button size="small" variant="outlined" onClick={onRead} aria-describedby={projectLabel}>
          {t('notifications.read')}
        </Button>
      </Box>
    </Box>
  );
}
