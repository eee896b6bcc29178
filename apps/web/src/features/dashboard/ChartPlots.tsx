import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { BAR_HEIGHT, type ChartProps } from './StatusCharts';

/** The pie of the four groups, drawn by the charts library (loaded on demand by StatusCharts). */
export function PiePlot({ items, onOpen }: Omit<ChartProps, 'title'>) {
  return (
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
  );
}

/** The horizontal bars of the process statuses (loaded on demand by StatusCharts). */
export function BarPlot({ title, items, onOpen }: ChartProps) {
  return (
    <BarChart
      height={BAR_HEIGHT}
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
  );
}
