import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';

/** One slice or bar: its name, count, colour and the project statuses it counts. */
export interface ChartItem {
  key: string;
  label: string;
  value: number;
  color: string;
  statuses: readonly number[];
}

interface ChartProps {
  title: string;
  items: ChartItem[];
  /** A slice, bar or legend entry was chosen: open the project list filtered to it. */
  onOpen: (item: ChartItem) => void;
}

/**
 * The legend under a chart, as buttons: colour, name and count written out (readable without the chart),
 * reachable by keyboard and read by screen readers; choosing one opens the project list filtered to it.
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
            aria-label={t('dashboard.openList', { name: item.label, count: item.value })}
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
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {item.label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {item.value}
            </Typography>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}

/** The pie chart of the four groups (spec 002 §4) with its legend. */
export function GroupPie({ title, items, onOpen }: ChartProps) {
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
            <PieChart
              width={240}
              height={240}
              hideLegend
              series={[
                {
                  innerRadius: 50,
                  paddingAngle: 1,
                  cornerRadius: 3,
                  arcLabel: (item) => (item.value > 0 ? String(item.value) : ''),
                  arcLabelMinAngle: 18,
                  data: items.map((i, index) => ({
                    id: index,
                    value: i.value,
                    label: i.label,
                    color: i.color,
                  })),
                },
              ]}
              sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontWeight: 700 } }}
              onItemClick={(_e, item) => {
                const chosen = items[item.dataIndex];
                if (chosen) onOpen(chosen);
              }}
            />
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
}

/** The horizontal bar chart of the process statuses with its legend. */
export function ProcessBars({ title, items, onOpen }: ChartProps) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Box role="img" aria-label={items.map((i) => `${i.label}: ${i.value}`).join(', ')}>
        <BarChart
          height={360}
          layout="horizontal"
          hideLegend
          yAxis={[
            {
              scaleType: 'band',
              data: items.map((i) => i.label),
              width: 190,
              colorMap: {
                type: 'ordinal',
                values: items.map((i) => i.label),
                colors: items.map((i) => i.color),
              },
            },
          ]}
          xAxis={[{ tickMinStep: 1 }]}
          series={[
            {
              data: items.map((i) => i.value),
              label: title,
              barLabel: 'value',
              barLabelPlacement: 'outside',
            },
          ]}
          margin={{ right: 40 }}
          sx={{ '& .MuiBarLabel-root': { fontWeight: 700 } }}
          onItemClick={(_e, item) => {
            const chosen = items[item.dataIndex];
            if (chosen) onOpen(chosen);
          }}
        />
      </Box>
      <Legend title={title} items={items} onOpen={onOpen} />
    </Paper>
  );
}
