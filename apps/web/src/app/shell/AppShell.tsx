import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LIMITS, type Role } from '@portal/contract';
import { Backdrop } from '../../components/Backdrop';
import { HolidayBanner } from '../../components/HolidayBanner';
import { SiteFooter } from '../../components/SiteFooter';
import { roleOf, useSession } from '../../lib/session';
import { IdleGuard } from './IdleGuard';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const WIDTH = LIMITS.drawerWidth;
/** Whether the wide screen's side menu is open, kept across reloads ("0" collapsed). */
const MENU_OPEN_KEY = 'portal.menuOpen';

function readMenuOpen(): boolean {
  try {
    return localStorage.getItem(MENU_OPEN_KEY) !== '0';
  } catch {
    return true;
  }
}

/** The signed-in frame: collapsible 240 px side menu, top bar, main area, footer (spec 000 §2.2, §2.3; 002 §1). */
export default function AppShell() {
  const { t } = useTranslation();
  const s = useSession();
  const role = roleOf(s) as Role;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpenState] = useState(readMenuOpen);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    try {
      localStorage.setItem(MENU_OPEN_KEY, next ? '1' : '0');
    } catch {
      // Storage refused (private mode): the menu still toggles, it is only not remembered.
    }
  };
  const shown = wide ? open : false;
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        role={role}
        firstName={s.user?.firstName ?? ''}
        menuOpen={wide ? open : mobileOpen}
        onToggleMenu={() => (wide ? setOpen(!open) : setMobileOpen((o) => !o))}
      />
      {wide ? (
        <Drawer
          variant="persistent"
          open={shown}
          sx={{
            width: shown ? WIDTH : 0,
            flexShrink: 0,
            transition: theme.transitions.create('width'),
            '& .MuiDrawer-paper': { width: WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Toolbar />
          <SideMenu role={role} />
        </Drawer>
      ) : (
        // A modal drawer on narrow screens: above the top bar (under it, its first entry could not be
        // clicked), with its own close button; Esc and a click outside close it too.
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ zIndex: 'modal', '& .MuiDrawer-paper': { width: WIDTH } }}
          // The modal drawer is a dialog: it needs a name (axe aria-dialog-name).
          slotProps={{ paper: { 'aria-label': t('menu.navigation') } }}
        >
          <Toolbar sx={{ gap: 1, px: 2 }}>
            <Typography component="p" variant="subtitle2" noWrap sx={{ flexGrow: 1, fontWeight: 600 }}>
              {t('app.title')}
            </Typography>
            <IconButton edge="end" onClick={() => setMobileOpen(false)} aria-label={t('shell.closeMenu')}>
              <ChevronLeftIcon />
            </IconButton>
          </Toolbar>
          <SideMenu role={role} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Toolbar />
        <HolidayBanner />
        <Backdrop>
          <Box component="main" id="main" sx={{ p: { xs: 2, md: 3 } }}>
            <Outlet />
          </Box>
        </Backdrop>
        <SiteFooter newTab />
      </Box>
      <SessionExpiredDialog />
      <IdleGuard />
    </Box>
  );
}
