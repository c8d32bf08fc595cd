// The service worker's side of push (domain/push/ sends): showing what a push carries, and the page
// a tap opens. Pure functions over the few worker types they need, so unit tests run them in Node.

export interface ShownNotification {
  title: string;
  options: { body: string; tag: string; icon: string; badge: string; data: { url: string }; lang?: string };
}

/** Where a tap may go: a path of this site only, whatever a push says (a stray or forged payload opens the home page). */
export function safeUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string') return '/';
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The notification a push's data shows (`{ title, body, url, tag }` as push-message.server.ts writes it). */
export function notificationOf(data: unknown, origin: string): ShownNotification {
  const payload = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value.slice(0, 200) : fallback);
  return {
    title: text(payload.title, 'Yangon homes'),
    options: {
      body: text(payload.body, ''),
      // One notification per kind: a newer one replaces the older rather than piling up.
      tag: text(payload.tag, 'portal'),
      icon: '/icon-192.png',
      badge: '/favicon-48.png',
      data: { url: safeUrl(payload.url, origin) },
    },
  };
}

/** The push's data as JSON, or nothing when it is not (an empty push still shows something: Chrome requires it). */
export function parsePushData(data: { json(): unknown } | null | undefined): unknown {
  try {
    return data?.json() ?? null;
  } catch {
    return null;
  }
}

export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
}

/**
 * A tap: a tab already on the page is focused; otherwise the page opens in a new one (another tab
 * of the site may hold a half-filled form, so it is never taken elsewhere). Answers what it did.
 */
export async function openFromNotification({
  url,
  origin,
  clients,
  openWindow,
}: {
  url: string;
  origin: string;
  clients: readonly WindowClientLike[];
  openWindow(url: string): Promise<unknown>;
}): Promise<'focused' | 'opened'> {
  const target = new URL(safeUrl(url, origin), origin).href;
  const same = clients.find((client) => client.url === target);
  if (same) {
    await same.focus();
    return 'focused';
  }
  await openWindow(target);
  return 'opened';
}
