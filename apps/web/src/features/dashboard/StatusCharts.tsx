import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The charts library is most of the page's code: loaded after the page's first paint, into boxes of the
// charts' size so that nothing moves when they draw (issue 12 §4).
const PiePlot = lazy(() => import('./ChartPlots').then((m) => ({ default: m.PiePlot })));
const BarPlot = lazy(() => import('./ChartPlots').then((m) => ({ default: m.BarPlot })));

/** The bar chart's height (px), kept by its box while the chart loads. */
export const BAR_HEIGHT = 360;
/** The id of the page's hint that a slice, bar or legend entry opens the project list (the entries' description). */
export const CHART_HINT_ID = 'dashboard-chart-hint';

/** One slice or bar: its name, count, colour and the project statuses it counts. */
export interface ChartItem {
  key: string;
  label: string;
  value: number;
  color: string;
  statuses: readonly number[];
}

export interface ChartProps {
  title: string;
  items: ChartItem[];
  /** A slice, bar or legend entry was chosen: open the project list filtered to it. */
  onOpen: (item: ChartItem) => void;
}

/**
 * The legend under a chart, as buttons: colour, name and count written out (readable without the chart),
 * reachable by keyboard and read by screen readers; choosing one opens the project list filtered to it.
 * Each button's name is its visible text (a speech-input user says what they see: WCAG 2.5.3); what it does
 * is its description, the page's hint.
 */
function Legend({ items, onOpen, title }: ChartProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('dashboard.tableCaption', { title })}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {items.map((item) => (
        <li key={item.key}>
          <ButtonBase
            onClick={() => onOpen(item)}
            aria-describedby={CHART_HINT_ID}
            sx={{
              width: '100%',
              justifyContent: 'flex-start',
              gap: 1,
              px: 1,
              py: 0.5,
              borderRadius: 1,
              textAlign: 'left',
              '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            <Box
              aria-hidden
              sx={{ width: 14, height: 14, borderRadius: '3px', bgcolor: item.color, flexShrink: 0 }}
            />
            <Typography component="span" variant="body2" sx={{ flexGrow: 1 }}>
              {item.label}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
            >
              {item.value}
            </Typography>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}

/** The pie chart of the four groups (spec 002 §4) with its legend. */
export const GroupPie = memo(function GroupPie({ title, items, onOpen }: ChartProps) {
  const { t } = useTranslation();
  const total = items.reduce((n, i) => n + i.value, 0);
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          role="img"
          aria-label={items.map((i) => `${i.label}: ${i.value}`).join(', ')}
          sx={{ width: 240, height: 240, flexShrink: 0 }}
        >
          {total > 0 ? (
            <Suspense fallback={null}>
              <PiePlot items={items} onOpen={onOpen} />
            </Suspense>
          ) : (
            <Box
              sx={{
                width: 1,
                height: 1,
                borderRadius: '50%',
                border: '24px solid',
                borderColor: 'action.disabledBackground',
              }}
            />
          )}
        </Box>
        <Box sx={{ flexGrow: 1, width: 1 }}>
          <Legend title={title} items={items} onOpen={onOpen} />
        </Box>
      </Stack>
      {total === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('dashboard.empty')}
        </Typography>
      )}
    </Paper>
  );
});

/** The horizontal bar chart of the process statuses with its legend. */
export const ProcessBars = memo(function ProcessBars({ title, items, onOpen }: ChartProps) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Box
        role="img"
        aria-label={items.map((i) => `${i.label}: ${i.value}`).join(', ')}
        sx={{ height: BAR_HEIGHT }}
      >
        <Suspense fallback={null}>
          <BarPlot title={title} items={items} onOpen={onOpen} />
        </Suspense>
      </Box>
      <Legend title={title} items={items} onOpen={onOpen} />
    </Paper>
  );
});
