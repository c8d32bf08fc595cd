// Calls a route module's loader or action the way React Router does, with a real Request,
// so integration tests exercise the same code path as HTTP without starting a server. Every
// /api answer is checked against the API document on the way (api-contract.ts).
import type { AppLoadContext } from 'react-router';
import { checkApiAnswer } from './api-contract';

type Handler = (args: { request: Request; url: URL; pattern: string; params: Record<string, string>; context: AppLoadContext }) => unknown;

export interface CallOptions {
  method?: string;
  json?: unknown;
  /** Raw body, for testing malformed input. */
  body?: string | FormData | URLSearchParams;
  headers?: Record<string, string>;
  cookie?: string;
  params?: Record<string, string>;
  ip?: string;
}

export function makeRequest(url: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set('cookie', options.cookie);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  }
  return new Request(new URL(url, 'http://localhost'), {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
}

/** Runs the handler; a thrown Response (redirect) is returned like a returned one. */
export async function call(handler: Handler, url: string, options: CallOptions = {}): Promise<Response> {
  const request = makeRequest(url, options);
  const response = await answer(handler, request, options);
  await checkApiAnswer(request, response);
  return response;
}

async function answer(handler: Handler, request: Request, options: CallOptions): Promise<Response> {
  try {
    const result = await handler({
      request,
      url: new URL(request.url),
      pattern: '',
      params: options.params ?? {},
      context: { nonce: 'test', ip: options.ip ?? '127.0.0.1' },
    });
    if (result instanceof Response) return result;
    // data() results and plain objects: expose them as a Response for uniform assertions.
    const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit | null };
    if (wrapped && wrapped.type === 'DataWithResponseInit') return Response.json(wrapped.data, wrapped.init ?? undefined);
    return Response.json(result ?? null);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The name=value part of a Set-Cookie header, to send back as a Cookie header. */
export function cookieFrom(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0];
}
