import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { BALL_STAGES, type BallStage, type OverdueCountsAnswer } from '@portal/contract';

/**
 * Overdue projects per ball-in-court stage (docs/lifecycle.md "Ball in court"): each count opens the project
 * list with the dashboard's filters and Ball=overdue for that stage, which lists the projects it counted.
 */
export const OverdueByStage = memo(function OverdueByStage({
  counts,
  onOpen,
}: {
  counts: OverdueCountsAnswer | undefined;
  onOpen: (stage: BallStage) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="overdue-by-stage" sx={{ p: 2 }}>
      <Typography id="overdue-by-stage" component="h2" variant="h6">
        {t('ball.dashboard.title')}
      </Typography>
      <Typography id="overdue-by-stage-hint" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('ball.dashboard.hint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {BALL_STAGES.map((stage) => {
          const count = counts?.[stage];
          const name = t(`ball.stage.${stage}`);
          return (
            <Button
              key={stage}
              // Filled when some are overdue: the theme's dark text on orange (outlined orange text is too pale).
              variant={count ? 'contained' : 'outlined'}
              color={count ? 'warning' : 'primary'}
              disabled={count === undefined}
              aria-describedby="overdue-by-stage-hint"
              onClick={() => onOpen(stage)}
              sx={{ justifyContent: 'space-between', gap: 2, minWidth: 220 }}
            >
              <span>{name}</span>{' '}
              <Typography component="span" variant="h6" sx={{ lineHeight: 1 }}>
                {count ?? '–'}
              </Typography>
            </Button>
          );
        })}
      </Stack>
    </Paper>
  );
});
