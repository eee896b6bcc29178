import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { BALL_FILTERS, type BallFilter, type BallStage } from '@portal/contract';

/**
 * The list's ball-in-court filter (docs/lifecycle.md "Ball in court"): every project, overdue, due this week,
 * with me; decided on the server. A stage (from the dashboard's overdue count) shows as a chip to clear.
 */
export function BallFilterBar({
  ball,
  stage,
  onChange,
}: {
  ball: BallFilter | '';
  stage: BallStage | '';
  onChange: (next: { ball: BallFilter | ''; stage: BallStage | '' }) => void;
}) {
  const { t } = useTranslation();
  const stageLabel = stage ? t('ball.filter.stage', { stage: t(`ball.stage.${stage}`) }) : '';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={ball || 'all'}
        aria-label={t('ball.filter.label')}
        onChange={(_e, value: BallFilter | 'all' | null) => {
          // A click on the pressed button keeps it; a ball filter keeps the stage, "every project" drops it.
          if (value === null) return;
          onChange(value === 'all' ? { ball: '', stage: '' } : { ball: value, stage });
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="all">{t('ball.filter.all')}</ToggleButton>
        {BALL_FILTERS.map((f) => (
          <ToggleButton key={f} value={f}>
            {t(`ball.filter.${f}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {ball && stage && (
        <Chip
          label={stageLabel}
          aria-label={t('ball.filter.clearStage', { filter: stageLabel })}
          onClick={() => onChange({ ball, stage: '' })}
          onDelete={() => onChange({ ball, stage: '' })}
          color="primary"
          variant="outlined"
        />
      )}
    </Stack>
  );
}
