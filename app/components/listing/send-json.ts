// The page's calls to its /api routes. Resolves for every HTTP answer (the caller picks the
// message) and rejects only when the network failed, which the spec reports differently.
export interface ApiAnswer {
  ok: boolean;
  status: number;
  /** Parsed JSON, or null for a text answer (POST /api/auth/contact succeeds with text). */
  body: { message?: string; errors?: Record<string, string>; [key: string]: unknown } | null;
}

export async function sendJson(url: string, method: 'POST' | 'DELETE', json?: unknown): Promise<ApiAnswer> {
  const res = await fetch(url, {
    method,
    headers: json === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('application/json') ? ((await res.json().catch(() => null)) as ApiAnswer['body']) : null;
  return { ok: res.ok, status: res.status, body };
}
