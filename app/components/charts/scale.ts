// The arithmetic of a chart, apart from its drawing: a y axis from zero to a round number, and
// each value's place in the plot. Pure, so the unit test checks it without rendering.

/** The smallest of 1, 2, 2.5, 5 times a power of ten that is at least `max` (1 for nothing). */
export function niceCeiling(max: number): number {
  if (!(max > 0) || !Number.isFinite(max)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** Ticks from 0 to the ceiling, `count` steps apart (the ceiling is one of them). */
export function yTicks(ceiling: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, i) => (ceiling * i) / count);
}

export interface Plot {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * An SVG path through the values, left to right over the plot; a null breaks the line (no
 * data that day), so a gap is not drawn as a fall to zero. A lone point becomes a dot-length line.
 */
export function linePath(values: (number | null)[], ceiling: number, plot: Plot): string {
  const n = values.length;
  const x = (i: number) => plot.left + (n <= 1 ? plot.width / 2 : (plot.width * i) / (n - 1));
  const y = (v: number) => plot.top + plot.height - (plot.height * Math.min(Math.max(v, 0), ceiling)) / ceiling;
  let path = '';
  let drawing = false;
  values.forEach((value, i) => {
    if (value === null || !Number.isFinite(value)) {
      drawing = false;
      return;
    }
    const point = `${round(x(i))},${round(y(value))}`;
    path += drawing ? ` L${point}` : `${path ? ' ' : ''}M${point}`;
    // A point with no neighbour still shows: a zero-length segment with round caps is a dot.
    const next = values[i + 1];
    if (!drawing && (next === null || next === undefined || !Number.isFinite(next))) path += ` L${point}`;
    drawing = true;
  });
  return path;
}

/** The x of point i of n over the plot (the same spacing as linePath). */
export function xOf(i: number, n: number, plot: Plot): number {
  return round(plot.left + (n <= 1 ? plot.width / 2 : (plot.width * i) / (n - 1)));
}

/** The y of a value over the plot (the same scale as linePath). */
export function yOf(value: number, ceiling: number, plot: Plot): number {
  return round(plot.top + plot.height - (plot.height * Math.min(Math.max(value, 0), ceiling)) / ceiling);
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Which labels of n the x axis names: the first, the last and one in the middle, never crowded. */
export function xTickIndexes(n: number): number[] {
  if (n <= 0) return [];
  if (n <= 2) return [...Array(n).keys()];
  return [0, Math.floor((n - 1) / 2), n - 1];
}
