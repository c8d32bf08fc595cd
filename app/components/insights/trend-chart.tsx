// A line chart drawn on the server as SVG: no chart library, no script, whole before hydration.
// For a screen reader it is a table of the same numbers (visually hidden) and the SVG an image
// named by its title and description. Colours are the theme's (Tailwind's stroke-/fill- classes
// on CSS variables), so it follows the light and dark themes; every text comes translated.
import { useId } from 'react';
import { formatNumber } from '../../lib/format-number';

export interface TrendChartProps {
  title: string;
  description: string;
  /** The x axis, one per value, already written for the reader ('Mar 2026'). */
  labels: string[];
  /** The table's heading over the labels ('Month'). */
  labelHeading: string;
  series: { name: string; values: (number | null)[] };
  formatValue?: (value: number) => string;
}

const WIDTH = 320;
const HEIGHT = 168;
const FONT = 10;
const PLOT = { top: 8, right: 10, bottom: 26 };

/** A round ceiling for the y axis: 1, 2, 2.5 or 5 times a power of ten. */
function niceCeiling(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 2.5, 5, 10].find((step) => step * power >= max) ?? 10) * power;
}

export function TrendChart({ title, description, labels, labelHeading, series, formatValue = formatNumber }: TrendChartProps) {
  const id = useId();
  const values = series.values;
  const ceiling = niceCeiling(Math.max(0, ...values.filter((v): v is number => v !== null)));
  const ticks = [0, 1, 2, 3, 4].map((i) => (ceiling * i) / 4);
  const left = Math.min(96, 6 + Math.max(...ticks.map((tick) => formatValue(tick).length)) * FONT * 0.6);
  const width = WIDTH - left - PLOT.right;
  const height = HEIGHT - PLOT.top - PLOT.bottom;
  const x = (i: number) => left + (labels.length > 1 ? (i * width) / (labels.length - 1) : width / 2);
  const y = (value: number) => PLOT.top + height - (value / ceiling) * height;
  // A month without a median breaks the line rather than joining its neighbours.
  let path = '';
  values.forEach((value, i) => {
    if (value === null) return;
    path += `${i > 0 && values[i - 1] !== null ? 'L' : 'M'}${x(i).toFixed(1)} ${y(value).toFixed(1)}`;
  });
  const shownLabels = labels.length <= 4 ? labels.map((_, i) => i) : [0, Math.round((labels.length - 1) / 2), labels.length - 1];
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-semibold text-fg">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={`${id}-title ${id}-desc`} className="block h-auto w-full overflow-visible">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={left + width} y1={y(tick)} y2={y(tick)} className="stroke-line" strokeWidth={1} />
              <text x={left - 4} y={y(tick)} dy="0.35em" textAnchor="end" fontSize={FONT} className="fill-muted">
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {shownLabels.map((i) => (
            <text key={i} x={x(i)} y={PLOT.top + height + 16} fontSize={FONT} textAnchor={i === 0 ? 'start' : i === labels.length - 1 ? 'end' : 'middle'} className="fill-muted">
              {labels[i]}
            </text>
          ))}
          <path d={path} fill="none" className="stroke-brand" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
          {values.map((value, i) => (value === null ? null : <circle key={i} cx={x(i)} cy={y(value)} r={2.5} className="fill-brand" />))}
        </g>
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{series.name}</th>
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{values[i] === null ? '–' : formatValue(values[i]!)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
