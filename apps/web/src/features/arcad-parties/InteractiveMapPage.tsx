import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@portal/contract';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { roleOf, useSession } from '../../lib/session';
import { ArcadPartiesPanel } from './ArcadPartiesPanel';

/**
 * /Interactive-Map: the map itself arrives with the oversight slice (issue 12); the Validation Center
 * already invites the ARCAD parties whose locations it will show (DESIGN §6: "from the map screen").
 */
export default function InteractiveMapPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.interactiveMap'));
  const isVc = roleOf(useSession()) === ROLES.VC;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t('page.interactiveMap')}
      </Typography>
      {isVc && <ArcadPartiesPanel />}
    </Stack>
  );
}
