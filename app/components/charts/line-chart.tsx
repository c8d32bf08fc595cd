// A line chart drawn on the server as SVG: one series, and optionally a second to compare it
// with (drawn dashed). No chart library: the page ships no script for it and it is whole before
// hydration. For a screen reader the figure is a table of the same numbers (visually hidden), the
// SVG an image named by its title and description. Colours are the theme's CSS variables (through
// Tailwind's stroke-/fill- classes), so it follows the light and dark themes; every text comes
// from the caller, already translated.
import { useId } from 'react';
import { formatNumber } from '../../lib/format-number';
import { linePath, niceCeiling, xOf, xTickIndexes, yOf, yTicks, type Plot } from './scale';

export interface ChartSeries {
  /** The series' name in the legend and the table's column heading. */
  name: string;
  /** One value per label; null where there is none (a gap in the line, '–' in the table). */
  values: (number | null)[];
}

export interface LineChartProps {
  /** Names the chart: its caption, the SVG's title and the table's caption. */
  title: string;
  /** One sentence saying what the chart shows (the SVG's description). */
  description?: string;
  /** The x axis, one per value, already written for the reader ('27 Nov'; see dayLabel). */
  labels: string[];
  /** The table's heading over the labels ('Day'). */
  labelHeading: string;
  series: ChartSeries;
  /** Drawn dashed beside the series (a median, last year's figures). */
  comparison?: ChartSeries;
  /** How values are written on the axis and in the table (default: formatNumber). */
  formatValue?: (value: number) => string;
  /** Show the title above the chart (default true); without it, the caller heads the chart. */
  showTitle?: boolean;
  className?: string;
}

const WIDTH = 320;
const HEIGHT = 168;
/**
 * Font size in the viewBox's units: about 11 px on a 390 px phone. The chart grows with its
 * column up to 30rem, so its labels stay at most 15 px on a wide screen.
 */
const FONT = 10;

export function LineChart({ title, description, labels, labelHeading, series, comparison, formatValue = formatNumber, showTitle = true, className = '' }: LineChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const all = [...series.values, ...(comparison?.values ?? [])].filter((v): v is number => v !== null && Number.isFinite(v));
  const ceiling = niceCeiling(Math.max(0, ...all));
  const ticks = yTicks(ceiling);
  const tickTexts = ticks.map(formatValue);
  // Room on the left for the longest y label.
  const left = Math.min(96, 6 + Math.max(...tickTexts.map((text) => text.length)) * FONT * 0.6);
  const plot: Plot = { left, top: 8, width: WIDTH - left - 10, height: HEIGHT - 8 - 26 };
  const n = labels.length;
  const last = lastIndex(series.values);
  const cell = (value: number | null | undefined) => (value === null || value === undefined || !Number.isFinite(value) ? '–' : formatValue(value));

  return (
    <figure className={`flex flex-col gap-2 ${className}`}>
      {showTitle && <figcaption className="text-sm font-semibold text-fg">{title}</figcaption>}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={description ? `${titleId} ${descId}` : titleId} className="block h-auto w-full max-w-[30rem] overflow-visible" data-chart="line">
        <title id={titleId}>{title}</title>
        {description && <desc id={descId}>{description}</desc>}
        <g aria-hidden="true">
          {ticks.map((tick, i) => (
            <g key={tick}>
              <line x1={plot.left} x2={plot.left + plot.width} y1={yOf(tick, ceiling, plot)} y2={yOf(tick, ceiling, plot)} className="stroke-line" strokeWidth={1} />
              <text x={plot.left - 4} y={yOf(tick, ceiling, plot)} dy="0.35em" textAnchor="end" fontSize={FONT} className="fill-muted">
                {tickTexts[i]}
              </text>
            </g>
          ))}
          {xTickIndexes(n).map((i) => (
            <text key={i} x={xOf(i, n, plot)} y={plot.top + plot.height + 16} fontSize={FONT} textAnchor={i === 0 ? 'start' : i === n - 1 ? 'end' : 'middle'} className="fill-muted">
              {labels[i]}
            </text>
          ))}
          {comparison && (
            <path d={linePath(comparison.values, ceiling, plot)} fill="none" className="stroke-muted" strokeWidth={1.5} strokeDasharray="4 3" strokeLinecap="round" strokeLinejoin="round" data-series="comparison" />
          )}
          <path d={linePath(series.values, ceiling, plot)} fill="none" className="stroke-brand" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" data-series="main" />
          {last >= 0 && <circle cx={xOf(last, n, plot)} cy={yOf(series.values[last]!, ceiling, plot)} r={3} className="fill-brand" />}
        </g>
      </svg>
      <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 rounded bg-brand" />
          {series.name}
        </li>
        {comparison && (
          <li className="flex items-center gap-1.5">
            <span className="inline-block w-4 border-t-2 border-dashed border-muted" />
            {comparison.name}
          </li>
        )}
      </ul>
      {/* Hidden by a block around it: a table keeps its content's width whatever width it is given. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col">{series.name}</th>
              {comparison && <th scope="col">{comparison.name}</th>}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={i}>
                <th scope="row">{label}</th>
                <td>{cell(series.values[i])}</td>
                {comparison && <td>{cell(comparison.values[i])}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function lastIndex(values: (number | null)[]): number {
  for (let i = values.length - 1; i >= 0; i--) if (values[i] !== null && Number.isFinite(values[i])) return i;
  return -1;
}
