// A small trend line beside a row (a listing's views over the last 30 days): a fixed 80 x 24 box,
// so nothing moves when it comes, drawn on the server as SVG in the theme's brand colour. It is an
// image whose name says what it shows in words ('Views, last 30 days: 42'); the caller writes it.
import { linePath, type Plot } from './scale';

export interface SparklineProps {
  values: (number | null)[];
  /** The image's name for a screen reader, already translated, with the figure it sums up. */
  label: string;
  className?: string;
}

const WIDTH = 80;
const HEIGHT = 24;

export function Sparkline({ values, label, className = '' }: SparklineProps) {
  const max = Math.max(0, ...values.filter((v): v is number => v !== null && Number.isFinite(v)));
  // A flat line at the bottom when there is nothing yet, rather than a line through the middle.
  const ceiling = max > 0 ? max : 1;
  const plot: Plot = { left: 2, top: 3, width: WIDTH - 4, height: HEIGHT - 6 };
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-label={label} className={`shrink-0 overflow-visible ${className}`} data-chart="sparkline">
      <title>{label}</title>
      <path d={linePath(values, ceiling, plot)} fill="none" className="stroke-brand" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
