// The root error page in both languages: a plain sentence per kind of failure, never the
// error's own text (React Router's developer message, a thrown error's message).
import { renderToString } from 'react-dom/server';
import { createRoutesStub, isRouteErrorResponse, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROOT_DATA, RootDataContext } from './lib/root-data';
import { ErrorBoundary } from './root';

function renderError(error: unknown, lang: 'en' | 'my' = 'en') {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: Outlet, ErrorBoundary, children: [{ id: 'page', path: 'about', Component: () => null }] }]);
  const root = { ...DEFAULT_ROOT_DATA, lang };
  // As root.tsx's Layout, around the error page too, hands the root's data down.
  return renderToString(
    <RootDataContext value={root}>
      <Stub initialEntries={['/about']} hydrationData={{ loaderData: { root }, errors: { root: error } }} />
    </RootDataContext>,
  );
}

/** An error answer as React Router makes one (what isRouteErrorResponse recognises); `internal` when the router made it itself. */
class ErrorResponse {
  data: unknown;
  error?: Error;
  constructor(
    public status: number,
    public statusText: string,
    data: unknown,
    public internal = false,
  ) {
    if (data instanceof Error) {
      this.data = data.toString();
      this.error = data;
    } else {
      this.data = data;
    }
  }
}

const internal405 = new ErrorResponse(405, 'Method Not Allowed', new Error('You made a POST request to "/about" but did not provide an `action` for route "routes/about"'), true);

describe('the root error page', () => {
  it("is given errors of React Router's shape", () => {
    expect(isRouteErrorResponse(internal405)).toBe(true);
  });

  it.each([
    ['en', 'This address does not accept that kind of request.'],
    ['my', 'ဤလိပ်စာသည် ထိုကဲ့သို့ တောင်းဆိုမှုကို လက်မခံပါ။'],
  ] as const)('405 in %s: a plain sentence, not the router message or status text', (lang, sentence) => {
    const html = renderError(internal405, lang);
    expect(html).toContain(sentence);
    expect(html).not.toMatch(/routes\/|did not provide|Method Not Allowed/);
  });

  it.each([
    [new ErrorResponse(400, 'Bad Request', 'The request must be sent as a form.'), 'The request could not be handled. Please go back and try again.', 'တောင်းဆိုမှုကို ဆောင်ရွက်၍ မရပါ။ နောက်သို့ ပြန်သွားပြီး ထပ်ကြိုးစားပါ။'],
    [new ErrorResponse(403, 'Forbidden', 'Route "routes/about" does not match URL "/x"', true), 'The request could not be handled. Please go back and try again.', 'တောင်းဆိုမှုကို ဆောင်ရွက်၍ မရပါ။ နောက်သို့ ပြန်သွားပြီး ထပ်ကြိုးစားပါ။'],
    [new ErrorResponse(503, 'Service Unavailable', 'database down'), 'Please try again later.', 'နောက်မှ ထပ်ကြိုးစားပါ။'],
  ])('%s: a sentence for its kind, in both languages', (error, english, burmese) => {
    expect(renderError(error, 'en')).toContain(english);
    expect(renderError(error, 'my')).toContain(burmese);
    expect(renderError(error, 'en')).not.toMatch(/routes\/|does not match|database down|must be sent/);
  });
});
