import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIBRARIES, LIBRARY_EDITORS, type Library } from '@portal/contract';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { roleOf, useSession } from '../../lib/session';
import { LibraryTab } from './LibraryTab';

/**
 * The Documents screen at /Tutorial-Documents, linked as 'Design Requirement' (spec 001 §2): the Information
 * Pack and Tutorial tabs for every role; VC and HQ also add and delete documents.
 */
export default function LibrariesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.tutorialDocuments'));
  const role = roleOf(useSession());
  const canEdit = !!role && (LIBRARY_EDITORS as readonly string[]).includes(role);
  const [tab, setTab] = useState<Library>(LIBRARIES[0]);

  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('page.tutorialDocuments')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, value: Library) => setTab(value)}
        aria-label={t('libraries.tabs')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {LIBRARIES.map((library) => (
          <Tab
            key={library}
            value={library}
            label={t(`libraries.tab.${library}`)}
            id={`library-tab-${library}`}
            aria-controls={`library-panel-${library}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`library-panel-${tab}`} aria-labelledby={`library-tab-${tab}`}>
        <LibraryTab key={tab} library={tab} canEdit={canEdit} />
      </Box>
    </Box>
  );
}
