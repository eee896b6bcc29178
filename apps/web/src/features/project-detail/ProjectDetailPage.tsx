import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Being built in the projects slice. */
export default function ProjectDetailPage() {
  const { t } = useTranslation();
  return (
    <Typography component="h1" variant="h4">
      {t('page.uniqueProject')}
    </Typography>
  );
}
