import { describe, expect, it } from 'vitest';
import { agentPicture, externalUrl, mapsSearchUrl } from './agent-view';

describe('mapsSearchUrl', () => {
  it("searches Google Maps for the address plus ', Yangon', encoded", () => {
    expect(mapsSearchUrl('No. 12, Pyay Road, Kamayut')).toBe('https://www.google.com/maps/search/?api=1&query=No.%2012%2C%20Pyay%20Road%2C%20Kamayut%2C%20Yangon');
    expect(mapsSearchUrl('  ဗဟန်း & Co #3 ')).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('ဗဟန်း & Co #3, Yangon')}`);
  });
});

describe('externalUrl', () => {
  it('keeps http(s) links and adds https:// to a bare address', () => {
    expect(externalUrl('https://facebook.com/goldenland')).toBe('https://facebook.com/goldenland');
    expect(externalUrl('http://fb.com/x')).toBe('http://fb.com/x');
    expect(externalUrl(' facebook.com/goldenland ')).toBe('https://facebook.com/goldenland');
    expect(externalUrl('www.facebook.com/a?b=c')).toBe('https://www.facebook.com/a?b=c');
  });
  it('drops scripts, data and other schemes, and empty or broken text', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'viber://chat', 'mailto:a@b.c', '', '   ', null, undefined, 'https://']) {
      expect(externalUrl(bad), String(bad)).toBeNull();
    }
  });
});

describe('agent cards', () => {
  it('show the first photo, else the avatar, else nothing', () => {
    expect(agentPicture({ imageUrls: ['/media/1.webp', '/media/2.webp'], avatar: '/media/av.webp' })).toBe('/media/1.webp');
    expect(agentPicture({ imageUrls: [], avatar: '/media/av.webp' })).toBe('/media/av.webp');
    expect(agentPicture({ imageUrls: [], avatar: null })).toBeNull();
  });
});
