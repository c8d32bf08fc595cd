// The browser's one way to call the portal's /api routes outside a page's own loader and action
// (which pages reach through React Router's <Form>, fetchers and navigations). What is left here
// is what a page form cannot do: counting a view after hydration, deleting an upload the person
// dropped, signing out of a session another tab ended. Image uploads need progress events,
// which fetch() does not give: lib/upload-images.ts sends them with XMLHttpRequest.

export interface ApiAnswer {
  ok: boolean;
  status: number;
  /** Parsed JSON, or null when the answer was not JSON. */
  body: { message?: string; [key: string]: unknown } | null;
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Sent as JSON, with its content type (the /api guard refuses a write in any other). */
  json?: unknown;
  /** Keeps the request alive while the page unloads (a clean-up sent as the person leaves). */
  keepalive?: boolean;
}

/**
 * Calls an /api route with the session cookie. Resolves for every HTTP answer, so the caller
 * picks the message; rejects only when the network failed.
 */
export async function callApi(url: string, { method = 'GET', json, keepalive }: CallOptions = {}): Promise<ApiAnswer> {
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    keepalive,
    headers: { accept: 'application/json', ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('application/json') ? ((await res.json().catch(() => null)) as ApiAnswer['body']) : null;
  return { ok: res.ok, status: res.status, body };
}

/** Fire and forget: a failure must not disturb the page (the server cleans up after itself). */
export function sendAndForget(url: string, options: CallOptions = {}): void {
  void callApi(url, { keepalive: true, ...options }).catch(() => {});
}

/**
 * Whether the server answers now: a kept copy's page asks before it revalidates, since
 * navigator.onLine may say online while the network still fails.
 */
export function serverAnswers(): Promise<boolean> {
  return fetch('/healthz', { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );
}
