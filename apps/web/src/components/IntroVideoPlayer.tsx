import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIsFetching } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../lib/config';
import { Loading } from './QueryState';

/**
 * The video configured by the operator (client config introVideoUrl), used by the intro-video and
 * how-to-register pages; says so clearly when none is configured.
 */
export function IntroVideoPlayer({ label }: { label: string }) {
  const { t } = useTranslation();
  const { introVideoUrl } = useClientConfig();
  const noteId = useId();
  const loading = useIsFetching({ queryKey: ['client-config'] }) > 0;

  if (!introVideoUrl) {
    if (loading) return <Loading />;
    return (
      <Alert severity="info" role="status" data-testid="no-video">
        {t('introVideo.none')}
      </Alert>
    );
  }
  return (
    <Box>
      {/* No caption track is shipped with the operator's video: the note below and the page text describe it. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        controls
        preload="metadata"
        src={introVideoUrl}
        aria-label={label}
        aria-describedby={noteId}
        style={{ width: '100%', borderRadius: 8, background: '#000' }}
      >
        <Link href={introVideoUrl}>{t('introVideo.unsupported')}</Link>
      </video>
      <Typography id={noteId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('introVideo.captions')}
      </Typography>
    </Box>
  );
}
