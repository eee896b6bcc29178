import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectUserDetails } from '@portal/contract';
import { formatDate } from '../../lib/dates';
import { countryText, statusText } from '../../lib/reference';
import { BrandMarks } from './brands';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </>
  );
}

/** The project summary card (spec 001 §2 "Project detail page"): every brand shown, Leapmotor included. */
export function SummaryCard({ project }: { project: ProjectUserDetails }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography component="h2" variant="h6">
            {t('projectDetail.summary.title')}
          </Typography>
          {!project.isEnabled && <Chip size="small" color="warning" label={t('projectDetail.paused')} />}
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(9rem, max-content) 1fr',
            columnGap: 2,
            rowGap: 1,
            m: 0,
          }}
        >
          <Item label={t('projectDetail.summary.siteName')}>{project.siteName}</Item>
          <Item label={t('projectDetail.summary.city')}>{project.city}</Item>
          <Item label={t('projectDetail.summary.country')}>
            {countryText(t, project.countryCode, project.country)}
          </Item>
          <Item label={t('projectDetail.summary.status')}>
            {statusText(t, project.statusId, project.projectStatus)}
          </Item>
          <Item label={t('projectDetail.summary.plannedOpening')}>
            {formatDate(project.plannedOpeningDate)}
          </Item>
          <Item label={t('projectDetail.summary.email')}>{project.emailAddress}</Item>
          <Item label={t('projectDetail.summary.uniqueCode')}>{project.projectUniqueId}</Item>
          <Item label={t('projectDetail.summary.brands')}>
            {project.logoPath.length > 0 && (
              <BrandMarks
                brands={project.logoPath.map((b) => ({
                  brandName: b.brandName,
                  colour: b.colour,
                  isProfessional: b.isProfessional,
                }))}
              />
            )}
          </Item>
        </Box>
      </CardContent>
    </Card>
  );
}
