import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { collectingPreloads } from './head-preloads';
import { installPreactOptions } from './preact-options';

describe("the server's Preact options", () => {
  it("drop React's suppressHydrationWarning from elements and leave texts and components alone", () => {
    installPreactOptions('server');
    const Title = ({ text }: { text: string }) => <h1 suppressHydrationWarning>{text}</h1>;
    expect(renderToString(
      <html lang="en" suppressHydrationWarning>
        <body>
          <Title text="Condo in Bahan" />
          {'and '}
          {3}
        </body>
      </html>,
    )).toBe('<html lang="en"><body><h1>Condo in Bahan</h1>and 3</body></html>');
  });

  it("ask for the first screen's picture in the <head>, as React 19 did, and for no other", () => {
    installPreactOptions('server');
    const [, preloads] = collectingPreloads(() => renderToString(
      <div>
        <img src="/media/a-800.webp" srcSet="/media/a-400.webp 400w, /media/a-800.webp 800w" sizes="100vw" fetchPriority="high" loading="eager" alt="" />
        <img src="/media/b-800.webp" fetchPriority="high" alt="" />
        <img src="/media/c-400.webp" loading="lazy" alt="" />
        <img src="/media/d-400.webp" alt="" />
      </div>,
    ));
    expect(preloads).toBe(
      '<link rel="preload" as="image" imagesrcset="/media/a-400.webp 400w, /media/a-800.webp 800w" imagesizes="100vw" fetchpriority="high"/>' +
        '<link rel="preload" as="image" href="/media/b-800.webp" fetchpriority="high"/>',
    );
  });
});
