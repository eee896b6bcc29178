import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySiteMap, type LatLng } from '../../components/map/LazySiteMap';
import { ApiError } from '../../lib/api';
import { useProjectLocation } from './api/getUserById';
import { useUpdateProjectLocation } from './api/updateProjectLocation';

interface Props {
  projectId: number;
  userId: number;
  /** Retail Location and the originator may move the marker (spec 001 §2 "Map"), unless the project is paused. */
  editable: boolean;
}

/** The map card: the site's marker, saved as soon as it is moved. */
export function MapCard({ projectId, userId, editable }: Props) {
  const { t } = useTranslation();
  const location = useProjectLocation(userId, projectId);
  const save = useUpdateProjectLocation(projectId);
  const [pending, setPending] = useState<LatLng | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const stored =
    location.data?.latitude != null && location.data.longitude != null
      ? { lat: location.data.latitude, lng: location.data.longitude }
      : null;
  const position = pending ?? stored;

  const move = (p: LatLng) => {
    setPending(p);
    save.mutate(p, {
      onSuccess: () => setNotice({ severity: 'success', text: t('projectDetail.map.saved') }),
      onError: (e) =>
        setNotice({
          severity: 'error',
          text: e instanceof ApiError && e.message ? e.message : t('projectDetail.map.saveFailed'),
        }),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('projectDetail.map.title')}
        </Typography>
        {location.isError && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t('projectDetail.map.loadError')}
          </Alert>
        )}
        {!location.isPending && (
          <LazySiteMap
            position={position}
            editable={editable}
            onMove={editable ? move : undefined}
            height={340}
          />
        )}
        {!location.isPending && !position && !editable && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('projectDetail.map.noPosition')}
          </Typography>
        )}
      </CardContent>
      {notice && (
        <Snackbar open autoHideDuration={4000} onClose={() => setNotice(null)}>
          <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        </Snackbar>
      )}
    </Card>
  );
}
