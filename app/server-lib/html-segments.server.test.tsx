import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { removeLast, renderToSegments, replaceFirst, takeAll } from './html-segments.server';
import { atHeadEnd, structuredDataTags } from './structured-data.server';

/** A page about the size of the home page, English markup with Burmese titles. */
function BigPage() {
  return (
    <html lang="en">
      <head>
        <title>Homes in Yangon</title>
      </head>
      <body>
        <ul>
          {Array.from({ length: 600 }, (_, i) => (
            <li key={i} className="rounded-xl bg-surface p-4 shadow-sm ring-1 ring-line">
              <a href={`/listing/${i}`}>Condo {i} in Bahan</a> <span lang="my">ဗဟန်း မြို့နယ်ရှိ ကွန်ဒို {i}</span>
            </li>
          ))}
        </ul>
      </body>
    </html>
  );
}

describe('renderToSegments', () => {
  it('gives the markup renderToString gives', () => {
    expect(renderToSegments(<BigPage />).join('')).toBe(renderToString(<BigPage />));
  });

  it('gives a small page as one segment', () => {
    const segments = renderToSegments(<p>ဗဟန်း</p>);
    expect(segments).toEqual(['<p>ဗဟန်း</p>']);
  });
});

describe('replaceFirst', () => {
  it('replaces the first occurrence only, in whichever segment holds it, and keeps a $ as written', () => {
    const segments = ['<head><title>a</title>', '</head><body>', '</head>'];
    expect(replaceFirst(segments, '</head>', () => '<meta name="price" content="$1 $&">')).toEqual([
      '<head><title>a</title>',
      '<meta name="price" content="$1 $&">',
      '<body>',
      '</head>',
    ]);
    expect(segments[1], 'the segments it was given are left as they were').toBe('</head><body>');
  });

  it('leaves the segments as they are when none holds the text', () => {
    const segments = ['<p>a</p>', '<p>b</p>'];
    expect(replaceFirst(segments, '</head>', () => 'x')).toBe(segments);
  });
});

describe('removeLast', () => {
  it('takes out the last occurrence only, in whichever segment holds it', () => {
    expect(removeLast(['<p>a</p></body>', '<i>b</i></body>x'], '</body>')).toEqual(['<p>a</p></body>', '<i>b</i>', 'x']);
    expect(removeLast(['a</body>'], '</body>')).toEqual(['a']);
    const segments = ['<p>a</p>'];
    expect(removeLast(segments, '</body>')).toBe(segments);
  });
});

describe('takeAll', () => {
  it('takes every piece from the start to the next end out of each segment, and gives them in order', () => {
    const [kept, taken] = takeAll(['<p>a</p><link rel="x" href="1"/><link rel="x" href="2"/><b>', '<link rel="x" href="3"/>', 'c<link rel="y"/>'], '<link rel="x"', '>');
    expect(taken).toEqual(['<link rel="x" href="1"/>', '<link rel="x" href="2"/>', '<link rel="x" href="3"/>']);
    expect(kept.join('')).toBe('<p>a</p><b>c<link rel="y"/>');
  });

  it('leaves a segment without any as it is', () => {
    const [kept, taken] = takeAll(['<p>a</p>', '<link rel="x"'], '<link rel="x"', '>');
    expect(kept).toEqual(['<p>a</p>', '<link rel="x"']);
    expect(taken).toEqual([]);
  });
});

describe('structured data', () => {
  it('writes the JSON-LD blocks at the end of the head, whichever segment closes it', () => {
    const segments = renderToSegments(<BigPage />);
    const html = atHeadEnd(segments, structuredDataTags(() => [{ '@type': 'WebSite', name: 'Homes </script> in Yangon' }])).join('');
    const head = html.slice(0, html.indexOf('<body>'));
    expect(head).toBe(
      '<html lang="en"><head><title>Homes in Yangon</title><script type="application/ld+json">{"@type":"WebSite","name":"Homes \\u003c/script\\u003e in Yangon"}</script></head>',
    );
    expect(structuredDataTags(undefined)).toBe('');
    expect(atHeadEnd(segments, '')).toBe(segments);
  });
});
