export { UPlotChart } from './UPlotChart';
export type { UPlotChartProps } from './UPlotChart';
export { buildTimeChartOptions } from './chartOptions';
export type { ChartAxis, ChartOptions, ChartSeries, TimeChartConfig } from './chartOptions';
export { formatLocalDate, formatLocalDateTime, formatTimeTicks, parseLocalDateTime } from './timeAxis';
