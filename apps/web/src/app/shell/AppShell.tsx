import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { LIMITS, type Role } from '@portal/contract';
import { Backdrop } from '../../components/Backdrop';
import { HolidayBanner } from '../../components/HolidayBanner';
import { roleOf, useSession } from '../../lib/session';
import { IdleGuard } from './IdleGuard';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const WIDTH = LIMITS.drawerWidth;

/** The signed-in frame: collapsible 240 px side menu, top bar, main area (spec 000 §2.2, §2.3). */
export default function AppShell() {
  const s = useSession();
  const role = roleOf(s) as Role;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(true);
  const shown = wide ? open : false;
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        role={role}
        firstName={s.user?.firstName ?? ''}
        menuOpen={wide ? open : mobileOpen}
        onToggleMenu={() => (wide ? setOpen((o) => !o) : setMobileOpen((o) => !o))}
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
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: WIDTH } }}
        >
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
      </Box>
      <SessionExpiredDialog />
      <IdleGuard />
    </Box>
  );
}
