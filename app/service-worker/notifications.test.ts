import { describe, expect, it, vi } from 'vitest';
import { notificationOf, openFromNotification, parsePushData, safeUrl } from './notifications';

const origin = 'https://homes.example';

describe('a push shown as a notification', () => {
  it('shows the title, body and tag the push carries, with the icon, and keeps the url for the tap', () => {
    expect(notificationOf({ title: 'New enquiry', body: 'New enquiry about Sunny flat', url: '/dashboard?tab=enquiries', tag: 'enquiries' }, origin)).toEqual({
      title: 'New enquiry',
      options: { body: 'New enquiry about Sunny flat', tag: 'enquiries', icon: '/icon-192.png', badge: '/favicon-48.png', data: { url: '/dashboard?tab=enquiries' } },
    });
  });

  it('still shows something for an empty or malformed push, and never a url of another site', () => {
    expect(notificationOf(null, origin).title).toBe('Yangon homes');
    expect(notificationOf({ title: 42, url: 'https://evil.example/x' }, origin).options.data.url).toBe('/');
    expect(parsePushData({ json: () => JSON.parse('not json') as unknown })).toBeNull();
    expect(parsePushData(null)).toBeNull();
    expect(safeUrl('javascript:alert(1)', origin)).toBe('/');
    expect(safeUrl(`${origin}/listing/abc?x=1`, origin)).toBe('/listing/abc?x=1');
  });
});

describe('a tap on the notification', () => {
  it('focuses a tab already on the page', async () => {
    const tab = { url: `${origin}/listing/abc`, focus: vi.fn(async () => undefined) };
    const openWindow = vi.fn(async () => null);
    expect(await openFromNotification({ url: '/listing/abc', origin, clients: [{ url: `${origin}/`, focus: vi.fn() }, tab], openWindow })).toBe('focused');
    expect(tab.focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens the page in a new tab otherwise, leaving other tabs where they are', async () => {
    const openWindow = vi.fn(async () => null);
    const other = { url: `${origin}/create-listing`, focus: vi.fn(async () => undefined) };
    expect(await openFromNotification({ url: '/search?type=rent', origin, clients: [other], openWindow })).toBe('opened');
    expect(openWindow).toHaveBeenCalledWith(`${origin}/search?type=rent`);
    expect(other.focus).not.toHaveBeenCalled();
  });
});
