import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
});
