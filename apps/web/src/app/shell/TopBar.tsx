import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PROFILE_ROLES, ROLE_TITLE_KEY, ROLES, type Role } from '@portal/contract';
import { LanguageSelector } from '../../components/LanguageSelector';
import { useClientConfig } from '../../lib/config';
import { logout } from '../../lib/logout';
import { session } from '../../lib/session';
import { NotificationBell } from '../../features/notifications/NotificationBell';

const ProfileDialog = lazy(() => import('../../features/profile/ProfileDialog'));
const ChangePasswordDialog = lazy(() => import('../../features/profile/ChangePasswordDialog'));

interface Props {
  role: Role;
  firstName: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ role, firstName, menuOpen, onToggleMenu }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'profile' | 'password' | null>(null);
  // A phone's width (390 px): tighter gaps, a compact language select, the title on up to two lines.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));

  const signOut = async () => {
    setAnchor(null);
    await logout();
    navigate('/login', { replace: true });
  };

  // The top bar is drawn only for a signed-in session: its user is there.
  const signedIn = session.get().user;
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1.5, sm: 3 } }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleMenu}
          aria-label={menuOpen ? t('shell.collapseMenu') : t('shell.openMenu')}
          aria-expanded={menuOpen}
        >
          {menuOpen ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        <Typography
          component="p"
          variant="h6"
          noWrap={!narrow}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            fontWeight: 600,
            ...(narrow && { fontSize: '0.95rem', lineHeight: 1.2, overflowWrap: 'anywhere' }),
          }}
        >
          {t('app.title')}
        </Typography>
        <DemoMark narrow={narrow} />
        {role === ROLES.VC && <NotificationBell />}
        <LanguageSelector dark compact={narrow} />
        <IconButton
          color="inherit"
          edge="end"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('shell.accountMenu')}
          aria-haspopup="menu"
          data-testid="avatar-button"
        >
          <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main' }}>
            {firstName.slice(0, 1).toUpperCase()}
          </Avatar>
        </IconButton>
      </Toolbar>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{firstName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t(ROLE_TITLE_KEY[role])}
          </Typography>
        </Box>
        <Divider />
        {PROFILE_ROLES.includes(role) && (
          <MenuItem onClick={() => (setAnchor(null), setDialog('profile'))}>
            <ListItemText>{t('shell.myProfile')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={() => (setAnchor(null), setDialog('password'))}>
          <ListItemText>{t('shell.changePassword')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => void signOut()}>
          <ListItemText>{t('shell.logout')}</ListItemText>
        </MenuItem>
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'profile' && signedIn && (
          <ProfileDialog open userSequence={signedIn.userSequence} onClose={() => setDialog(null)} />
        )}
        {dialog === 'password' && <ChangePasswordDialog open onClose={() => setDialog(null)} />}
      </Suspense>
    </AppBar>
  );
}

/** Says the server runs in demo mode (demo accounts, mails kept in the dev mailbox): never mistaken for production. */
function DemoMark({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation();
  const { demo } = useClientConfig();
  if (!demo) return null;
  return (
    <Tooltip title={t('shell.demoMarkTitle')} describeChild>
      <Chip
        label={t('shell.demoMark')}
        size="small"
        color="warning"
        data-testid="demo-mark"
        sx={{
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: narrow ? 0 : 0.5,
          flexShrink: 0,
          ...(narrow && { '& .MuiChip-label': { px: 0.75 } }),
        }}
      />
    </Tooltip>
  );
}
