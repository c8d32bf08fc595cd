// Which price pills fit on the map without covering one another. Kept free of Leaflet so it can be
// tested alone; price-markers.ts measures the boxes and applies the answer.

/** A box on the screen, in pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * For each pill, in order of precedence, whether it can show: a pill shows unless it would cover
 * an obstacle (a cluster's circle) or a pill that shows before it. Greedy and in a fixed order, so
 * the same listings keep their price from one zoom to the next instead of taking turns.
 */
export function pillsThatFit(pills: Box[], obstacles: Box[]): boolean[] {
  const placed: Box[] = [];
  return pills.map((pill) => {
    if (obstacles.some((o) => overlap(pill, o)) || placed.some((p) => overlap(pill, p))) return false;
    placed.push(pill);
    return true;
  });
}
