// Charts drawn on the server as SVG, for any page: a line chart with an optional comparison
// series (and its table for screen readers), a sparkline, and the day labels of their axes.
export { LineChart, type ChartSeries, type LineChartProps } from './line-chart';
export { Sparkline, type SparklineProps } from './sparkline';
export { burmeseDigits, dayLabel } from './day-label';
export { linePath, niceCeiling, yTicks } from './scale';
