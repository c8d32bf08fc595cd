// The charts as the server writes them: the SVG's name, its lines, and the table behind it.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dayLabel, LineChart, linePath, niceCeiling, Sparkline, yTicks } from '.';

const plot = { left: 0, top: 0, width: 100, height: 100 };

describe('chart scale', () => {
  it('rounds the axis up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 19, 24, 26, 480, 1001].map(niceCeiling)).toEqual([1, 1, 5, 10, 20, 25, 50, 500, 2000]);
    expect(yTicks(20)).toEqual([0, 5, 10, 15, 20]);
  });

  it('draws values left to right, zero at the bottom, and breaks the line where a value is missing', () => {
    expect(linePath([0, 5, 10], 10, plot)).toBe('M0,100 L50,50 L100,0');
    expect(linePath([10, null, 0, 0], 10, plot)).toBe('M0,0 L0,0 M66.7,100 L100,100');
    expect(linePath([null, null], 10, plot)).toBe('');
  });
});

describe('dayLabel', () => {
  it('writes a day in English, and in Burmese with Burmese digits', () => {
    expect(dayLabel('2026-11-27', 'en')).toBe('27 Nov');
    expect(dayLabel('2026-11-27', 'my')).toBe('နိုဝင်ဘာ ၂၇');
    expect(dayLabel('not a day', 'my')).toBe('not a day');
  });
});

describe('LineChart', () => {
  const html = renderToString(
    <LineChart
      title="Views, last 3 days"
      description="Views of this listing per day, beside the median of similar listings."
      labels={['25 Nov', '26 Nov', '27 Nov']}
      labelHeading="Day"
      series={{ name: 'This listing', values: [4, 0, 12] }}
      comparison={{ name: 'Median of similar listings', values: [2, null, 3] }}
    />,
  );

  it('is an image named by its title and description', () => {
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="([^" ]+)-title \1-desc"/);
    expect(html).toContain('>Views, last 3 days</title>');
    expect(html).toContain('Views of this listing per day, beside the median of similar listings.</desc>');
  });

  it('draws the series solid and the comparison dashed, on an axis from 0 to a round number', () => {
    expect(html).toMatch(/<path d="M[^"]+ L[^"]+ L[^"]+"[^>]*class="stroke-brand"[^>]*data-series="main"/);
    expect(html).toMatch(/<path d="M[^"]+"[^>]*stroke-dasharray="4 3"[^>]*data-series="comparison"/);
    const yLabels = [...html.matchAll(/dy="0.35em" text-anchor="end"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(yLabels).toEqual(['0', '5', '10', '15', '20']);
  });

  it('carries the same numbers in a table for screen readers, a dash where there is none', () => {
    const table = html.slice(html.indexOf('<table class="sr-only">'));
    expect(table).toContain('<caption>Views, last 3 days</caption>');
    const heads = [...table.matchAll(/<th scope="col">([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(heads).toEqual(['Day', 'This listing', 'Median of similar listings']);
    const rows = [...table.matchAll(/<tr><th scope="row">([^<]+)<\/th><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g)].map((m) => m.slice(1));
    expect(rows).toEqual([
      ['25 Nov', '4', '2'],
      ['26 Nov', '0', '–'],
      ['27 Nov', '12', '3'],
    ]);
  });

  it('writes values with the caller’s format, and draws no comparison when there is none', () => {
    const plain = renderToString(<LineChart title="Price" labels={['Oct', 'Nov']} labelHeading="Month" series={{ name: 'Bahan', values: [1500, 2500] }} formatValue={(v) => `${v / 100} lakh`} />);
    expect(plain).toContain('>25 lakh</td>');
    expect(plain).not.toContain('data-series="comparison"');
    expect(plain).toMatch(/aria-labelledby="[^" ]+-title"/);
  });
});

describe('Sparkline', () => {
  it('is a fixed-size image named in words, with its line', () => {
    const html = renderToString(<Sparkline values={[0, 2, 1, 5]} label="Views, last 30 days: 8" />);
    expect(html).toMatch(/<svg[^>]*width="80" height="24" role="img" aria-label="Views, last 30 days: 8"/);
    expect(html).toContain('<title>Views, last 30 days: 8</title>');
    expect(html).toMatch(/<path d="M2,21 L[^"]+"/);
  });

  it('lies flat along the bottom when every value is zero', () => {
    expect(renderToString(<Sparkline values={[0, 0]} label="none" />)).toContain('d="M2,21 L78,21"');
  });
});
