import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PROJECT_STATUSES, type MapFeature } from '@portal/contract';
import { useReferenceText } from '../../lib/reference';

export const SOURCE_KEYS = {
  ARCAD: 'interactiveMap.source.ARCAD',
  'New Candidate': 'interactiveMap.source.candidate',
  VC: 'interactiveMap.source.VC',
} as const;

/** The popup: site, source, originator, ARCAD code or matching, and each project (a link) with its status. */
export function FeaturePopup({ feature }: { feature: MapFeature }) {
  const { t } = useTranslation();
  const ref = useReferenceText();
  const p = feature.properties;
  const statusOf = (name: string) => {
    const id = (PROJECT_STATUSES as readonly string[]).indexOf(name);
    return id < 0 ? name : ref.status(id, name);
  };
  return (
    <Box sx={{ minWidth: 200, maxWidth: 300 }}>
      <Typography component="h2" variant="subtitle2" sx={{ m: 0 }}>
        {p.siteName}
      </Typography>
      <Typography variant="caption" component="p" sx={{ m: 0, color: 'text.secondary' }}>
        {t(SOURCE_KEYS[p.informationSource])}
      </Typography>
      {p.informationSource === 'ARCAD' ? (
        <Typography variant="body2" component="p" sx={{ m: 0 }}>
          {t('interactiveMap.popup.arcadCode', { code: p.arcadCode ?? '' })}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" component="p" sx={{ m: 0 }}>
            {p.userName
              ? t('interactiveMap.popup.originator', { name: p.userName })
              : t('interactiveMap.popup.noOriginator')}
          </Typography>
          {p.informationSource === 'New Candidate' && (
            <Typography variant="body2" component="p" sx={{ m: 0 }}>
              {p.matched
                ? t('interactiveMap.popup.matched', { code: p.arcadCode ?? '' })
                : t('interactiveMap.popup.notMatched')}
            </Typography>
          )}
          <Typography component="h3" variant="caption" sx={{ display: 'block', mt: 1, fontWeight: 700 }}>
            {t('interactiveMap.popup.projects')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 160, overflowY: 'auto' }}>
            {p.projectStatusList.map((project) => (
              <li key={project.projectId}>
                <Link
                  component={RouterLink}
                  to={`/UniqueProject/${project.projectId}`}
                  aria-label={t('interactiveMap.popup.openProject', { code: project.projectCode })}
                >
                  {project.projectCode}
                </Link>{' '}
                — {statusOf(project.status)}
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
