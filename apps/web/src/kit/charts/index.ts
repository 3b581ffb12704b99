export { UPlotChart } from './UPlotChart';
export type { ChartMarker, UPlotChartProps } from './UPlotChart';
export { axisRange, buildTimeChartOptions } from './chartOptions';
export type { ChartAxis, ChartOptions, ChartSeries, ChartXAxis, TimeChartConfig } from './chartOptions';
export { formatLocalDate, formatLocalDateTime, formatTimeTicks, parseLocalDateTime } from './timeAxis';
