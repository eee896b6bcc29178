import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BallInfo } from '@portal/contract';
import { formatDate } from '../lib/dates';

/** "N working days late" (docs/lifecycle.md "Ball in court"); '' when not late. */
export function lateText(t: TFunction, days: number): string {
  if (days <= 0) return '';
  return days === 1 ? t('ball.lateOne') : t('ball.late', { count: days });
}

/** Who holds the ball, as a person reads it. */
export function holderText(t: TFunction, ball: BallInfo): string {
  if (ball.stage === 'corrections' && ball.holderEmail)
    return t('ball.holder.correctionsOf', { email: ball.holderEmail });
  return t(`ball.holder.${ball.stage}`);
}

/** The ball's stage and due day, with "N working days late" when overdue (the list's cell, the tab's line). */
export function BallDue({ ball }: { ball: BallInfo }) {
  const { t } = useTranslation();
  const late = lateText(t, ball.workingDaysLate);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
      <span>{t('ball.cell', { stage: t(`ball.stage.${ball.stage}`), date: formatDate(ball.dueDate) })}</span>
      {late && <Chip size="small" color="warning" label={late} />}
    </Box>
  );
}
