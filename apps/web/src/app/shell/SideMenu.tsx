import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import DashboardIcon from '@mui/icons-material/Dashboard';
import MapIcon from '@mui/icons-material/Map';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import ListAltIcon from '@mui/icons-material/ListAlt';
import FeedbackIcon from '@mui/icons-material/Feedback';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import GroupIcon from '@mui/icons-material/Group';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import TableViewIcon from '@mui/icons-material/TableView';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { MENU_BY_ROLE, type Role, type SignedInRouteName } from '@portal/contract';

const ICONS: Record<SignedInRouteName, ReactElement> = {
  home: <DashboardIcon />,
  interactiveMap: <MapIcon />,
  siteApprovals: <FactCheckIcon />,
  projectList: <ListAltIcon />,
  feedbackProvided: <FeedbackIcon />,
  pendingValidation: <PendingActionsIcon />,
  allUsers: <GroupIcon />,
  tutorialDocuments: <MenuBookIcon />,
  helpDesk: <SupportAgentIcon />,
  adminTask: <AdminPanelSettingsIcon />,
  uniqueProject: <ListAltIcon />,
  // Not in any menu: reached from the ready notice and its mail.
  extract: <TableViewIcon />,
};

/** The role's menu, in the order of spec 000 §2.2. */
export function SideMenu({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('menu.navigation')}>
      <List data-testid="side-menu">
        {MENU_BY_ROLE[role].map((entry) => {
          const active = pathname.toLowerCase() === entry.href.toLowerCase();
          return (
            <ListItem key={entry.route} disablePadding>
              <ListItemButton
                component={NavLink}
                to={entry.href}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  {entry.route === 'home' && entry.label === 'menu.projects'
                    ? ICONS.projectList
                    : ICONS[entry.route]}
                </ListItemIcon>
                {/* Long entries (German compounds) wrap inside the 240 px drawer instead of being cut. */}
                <ListItemText
                  primary={t(entry.label)}
                  sx={{ minWidth: 0 }}
                  slotProps={{ primary: { sx: { overflowWrap: 'break-word', hyphens: 'manual' } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
