import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** A signed-in route whose screen arrives with a later slice: its title and nothing else. */
export default function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return (
    <Typography component="h1" variant="h4">
      {t(titleKey)}
    </Typography>
  );
}
