import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DocumentGroups } from '../../components/DocumentGroups';
import { IntroVideoPlayer } from '../../components/IntroVideoPlayer';
import { PublicLayout } from '../../components/PublicLayout';
import { PATHS } from '../../components/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useDownloadInfoPackDocument } from './api/downloadInfoPackDocument';
import { useTutorialGroups } from './api/getTutorialDocuments';

/** How to register (spec 000 §2.4): a video and the tutorial documents, one brand group open at a time (§4). */
export default function TutorialPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tutorials.title'));
  const groups = useTutorialGroups();
  const download = useDownloadInfoPackDocument();
  const [open, setOpen] = useState<string | false>(false);

  return (
    <PublicLayout title={t('tutorials.title')} width="md">
      <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
        {t('tutorials.videoHeading')}
      </Typography>
      <Typography sx={{ my: 1.5 }}>{t('tutorials.steps')}</Typography>
      <IntroVideoPlayer label={t('tutorials.videoHeading')} />

      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1.5 }}>
        {t('tutorials.documentsHeading')}
      </Typography>
      <DocumentGroups
        groups={groups.data}
        pending={groups.isPending}
        failed={groups.isError}
        error={groups.error}
        idPrefix="tutorial-group"
        open={open}
        onOpenChange={setOpen}
        texts={{
          fileName: t('tutorials.fileName'),
          uploadDate: t('tutorials.uploadDate'),
          actions: t('tutorials.download'),
          download: t('tutorials.download'),
          downloadFile: (name) => t('tutorials.downloadFile', { name }),
          empty: t('tutorials.empty'),
          loadError: t('tutorials.loadError'),
        }}
        onDownload={(file) => download.mutate(file)}
      />
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={PATHS.login}>
          {t('common.backToLogin')}
        </Link>
      </Typography>
    </PublicLayout>
  );
}
