import { describe, expect, it } from 'vitest';
import { bounded, fitted, MAX_SCALE, pinch, toggleZoom, UNZOOMED, zoomAround } from './photo-zoom';

// A 3:2 photo on a phone's stage: 390 x 260 at scale 1, centred in 390 x 780.
const frame = fitted({ width: 800, height: 533.3333 }, 390, 780);

describe('photo zoom', () => {
  it('fits a photo in its frame, keeping its proportions', () => {
    expect(frame.photoWidth).toBeCloseTo(390);
    expect(frame.photoHeight).toBeCloseTo(260);
    // Not loaded yet: the frame itself.
    expect(fitted({ width: 0, height: 0 }, 390, 780)).toEqual({ width: 390, height: 780, photoWidth: 390, photoHeight: 780 });
  });

  it('keeps the photo between its own size and four times it, and in view', () => {
    expect(bounded({ scale: 0.5, x: 30, y: -10 }, frame)).toEqual(UNZOOMED);
    expect(bounded({ scale: 9, x: 0, y: 0 }, frame).scale).toBe(MAX_SCALE);
    // At 2x the photo is 780 x 520: it can move 195 px either way across, and not at all up or
    // down, where it is still smaller than the frame.
    expect(bounded({ scale: 2, x: 500, y: -500 }, frame)).toEqual({ scale: 2, x: 195, y: 0 });
    // At 4x (1560 x 1040) it can move (1040 - 780) / 2 = 130 px up or down.
    expect(bounded({ scale: 4, x: 0, y: 500 }, frame).y).toBeCloseTo(130);
  });

  it('zooms about a point: the photo point under it stays under it', () => {
    const anchor = { x: 100, y: 20 };
    const zoom = zoomAround(UNZOOMED, 4, anchor, frame);
    // The photo point (100, 20) is drawn at offset + scale * point.
    expect(zoom.x + zoom.scale * 100).toBeCloseTo(anchor.x);
    expect(zoom.y + zoom.scale * 20).toBeCloseTo(anchor.y);
  });

  it('pinches: fingers twice as far apart double the scale; the midpoint carries the photo', () => {
    const from: [{ x: number; y: number }, { x: number; y: number }] = [{ x: -50, y: 0 }, { x: 50, y: 0 }];
    expect(pinch(UNZOOMED, from, [{ x: -100, y: 0 }, { x: 100, y: 0 }], frame)).toEqual({ scale: 2, x: 0, y: 0 });
    const moved = pinch(UNZOOMED, from, [{ x: -70, y: 0 }, { x: 130, y: 0 }], frame);
    expect(moved).toEqual({ scale: 2, x: 30, y: 0 });
    // Fingers closing below the photo's own size leave it at its own size.
    expect(pinch(UNZOOMED, from, [{ x: -10, y: 0 }, { x: 10, y: 0 }], frame)).toEqual(UNZOOMED);
  });

  it('a double tap zooms in on the tapped point and a second one zooms back out', () => {
    const zoomed = toggleZoom(UNZOOMED, { x: 40, y: 0 }, frame);
    expect(zoomed.scale).toBeGreaterThan(1);
    expect(zoomed.x + zoomed.scale * 40).toBeCloseTo(40);
    expect(toggleZoom(zoomed, { x: 0, y: 0 }, frame)).toEqual(UNZOOMED);
  });
});
