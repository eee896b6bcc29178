import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type Role } from '@portal/contract';
import { API } from '../../lib/routes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { roleOf, useSession } from '../../lib/session';
import { FaqTab } from './components/FaqTab';
import { HelpDeskTab } from './components/HelpDeskTab';

type TabName = 'helpdesk' | 'faq';

/** The roles that may add and delete FAQ items: those the server's route allows (spec 002 §6). */
const FAQ_EDITORS: readonly Role[] = API.addFaq.access;

/**
 * Help desk at /HelpDesk for all five roles (spec 002 §2): two tabs, Help Desk (contact and query form) and
 * FAQ (the list; create and delete for VC and HQ). The tab is kept in the address (`?tab=faq`).
 */
export default function HelpDeskPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.helpDesk'));
  const role = roleOf(useSession());
  const canEdit = role !== undefined && FAQ_EDITORS.includes(role);
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'faq' ? 'faq' : 'helpdesk';
  const setTab = (next: TabName) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next === 'faq') p.set('tab', 'faq');
        else p.delete('tab');
        return p;
      },
      { replace: true },
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h1" variant="h4">
        {t('page.helpDesk')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: TabName) => setTab(next)}
        aria-label={t('helpDesk.tabs')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="helpdesk"
          label={t('helpDesk.tab.helpDesk')}
          id="helpdesk-tab"
          aria-controls="helpdesk-panel"
        />
        <Tab value="faq" label={t('helpDesk.tab.faq')} id="faq-tab" aria-controls="faq-panel" />
      </Tabs>
      {/* Both panels exist (each tab controls one); only the open one renders its content. */}
      <Box role="tabpanel" id="helpdesk-panel" aria-labelledby="helpdesk-tab" hidden={tab !== 'helpdesk'}>
        {tab === 'helpdesk' && <HelpDeskTab />}
      </Box>
      <Box role="tabpanel" id="faq-panel" aria-labelledby="faq-tab" hidden={tab !== 'faq'}>
        {tab === 'faq' && <FaqTab canEdit={canEdit} />}
      </Box>
    </Box>
  );
}
