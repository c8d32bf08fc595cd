// Illustrations for the demo data, drawn locally as SVG and rasterised by sharp: the seeder must
// work offline and must not ship photos of real people's homes. Each picture is a small flat-style
// scene (sky, sun, clouds, a distant golden pagoda, the building, trees) whose palette and
// proportions come from a seed, so the same seed always draws the same picture.
import sharp from 'sharp';
import type { PropertyType } from '../../lib/constants';
import { storeImage } from '../../domain/media/images.server';
import { chance, mulberry32, pick, randInt, type Rng } from './factories.server';

export type ArtKind = PropertyType | 'agent' | 'post' | 'avatar';

const W = 1200;
const H = 800;

const SKIES = [
  { top: '#6fb1e4', bottom: '#e4f2fb', sun: '#fff4b8' }, // clear morning
  { top: '#f2a065', bottom: '#fde3c3', sun: '#fff2cf' }, // golden hour
  { top: '#8d9be6', bottom: '#f6c8da', sun: '#ffe6f0' }, // pastel dusk
  { top: '#4fb8c4', bottom: '#def5f1', sun: '#fffbe0' }, // humid teal
] as const;
const GRASS = ['#86bd7e', '#78b076', '#9bcd89', '#a6c878'] as const;
const WALLS = ['#f4efe6', '#eadcc8', '#f1d5c2', '#dfe7ec', '#f5e6b6', '#e7d4e0', '#d0e4d6'] as const;
const ACCENTS = ['#c8553d', '#a23e48', '#2e5077', '#6b4f3a', '#3d7068', '#d08c3e'] as const;
const GLASS = ['#9cc7e0', '#80b3d5', '#a8d5e2', '#8fb9cf'] as const;
const LIT = '#ffd98a';
const GROUND_Y = 640;

const n = (v: number) => Math.round(v * 10) / 10;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;

/** Darkens (f < 1) or lightens (f > 1) a #rrggbb colour. */
function shade(hex: string, f: number) {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const out = c.map((v) => Math.max(0, Math.min(255, Math.round(f > 1 ? v + (255 - v) * (f - 1) : v * f))));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** A grid of windows; a few are lit so the facade does not look like wallpaper. */
function windows(rng: Rng, x: number, y: number, w: number, h: number, cols: number, rows: number, glass: string) {
  const cw = w / cols;
  const rh = h / rows;
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      out += rect(x + c * cw + cw * 0.18, y + r * rh + rh * 0.2, cw * 0.64, rh * 0.55, chance(rng, 0.14) ? LIT : glass, 'rx="2"');
  return out;
}

/** The Shwedagon-like stupa on the horizon: the one shape everybody in Yangon recognises. */
function pagoda(cx: number, baseY: number, s: number, fill: string, opacity: number) {
  const terraces = [0, 1, 2].map((i) => rect(cx - (90 - i * 18) * s, baseY - (i + 1) * 14 * s, (180 - i * 36) * s, 14 * s, fill)).join('');
  const bellTop = baseY - 42 * s;
  const bell = `<path d="M${n(cx - 52 * s)},${n(bellTop)} Q${n(cx - 50 * s)},${n(bellTop - 80 * s)} ${n(cx)},${n(bellTop - 120 * s)} Q${n(cx + 50 * s)},${n(bellTop - 80 * s)} ${n(cx + 52 * s)},${n(bellTop)} Z" fill="${fill}"/>`;
  const spire = `<path d="M${n(cx - 14 * s)},${n(bellTop - 110 * s)} L${n(cx)},${n(bellTop - 230 * s)} L${n(cx + 14 * s)},${n(bellTop - 110 * s)} Z" fill="${fill}"/>`;
  return `<g opacity="${opacity}">${terraces}${bell}${spire}${circle(cx, bellTop - 234 * s, 4 * s, fill)}</g>`;
}

function roundTree(rng: Rng, x: number, baseY: number, s: number) {
  const green = pick(rng, ['#4f9a5a', '#3f8a4f', '#5aa865', '#6aa84f']);
  return (
    rect(x - 6 * s, baseY - 60 * s, 12 * s, 60 * s, '#7a5638') +
    circle(x - 24 * s, baseY - 70 * s, 30 * s, shade(green, 0.9)) +
    circle(x + 22 * s, baseY - 74 * s, 32 * s, green) +
    circle(x, baseY - 104 * s, 36 * s, shade(green, 1.12))
  );
}

function palm(rng: Rng, x: number, baseY: number, s: number) {
  const lean = (rng() - 0.5) * 60 * s;
  const topX = x + lean;
  const topY = baseY - 210 * s;
  const trunk = `<path d="M${n(x)},${n(baseY)} Q${n(x + lean * 0.2)},${n(baseY - 110 * s)} ${n(topX)},${n(topY)}" stroke="#8a6a45" stroke-width="${n(11 * s)}" fill="none" stroke-linecap="round"/>`;
  const leaves = [-150, -110, -60, -20, 20, 60, 110, 150]
    .map((deg) => {
      const a = ((deg - 90) * Math.PI) / 180;
      const ex = topX + Math.cos(a) * 95 * s;
      const ey = topY + Math.sin(a) * 45 * s + 40 * s;
      const mx = topX + Math.cos(a) * 50 * s;
      return `<path d="M${n(topX)},${n(topY)} Q${n(mx)},${n(topY - 30 * s)} ${n(ex)},${n(ey)}" stroke="#3f8f4e" stroke-width="${n(9 * s)}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return trunk + leaves;
}

function cloud(x: number, y: number, s: number) {
  return `<g fill="#ffffff" opacity="0.85">${circle(x, y, 26 * s, '#fff')}${circle(x + 30 * s, y - 12 * s, 32 * s, '#fff')}${circle(x + 64 * s, y, 24 * s, '#fff')}${rect(x, y - 4 * s, 64 * s, 28 * s, '#fff', `rx="${n(12 * s)}"`)}</g>`;
}

// ----- the main subjects -----------------------------------------------------------------------

function tower(rng: Rng, x: number, w: number, h: number, wall: string, glass: string) {
  const top = GROUND_Y - h;
  const rows = Math.floor((h - 40) / 34);
  let out = rect(x, top, w, h, wall) + rect(x - 6, top - 14, w + 12, 16, shade(wall, 0.7));
  out += windows(rng, x + 10, top + 14, w - 20, rows * 34, Math.max(3, Math.round(w / 55)), rows, glass);
  for (let r = 1; r <= rows; r++) out += rect(x - 4, top + 14 + r * 34 - 4, w + 8, 4, shade(wall, 0.82));
  return out + rect(x + w / 2 - 2, top - 60, 4, 46, '#777');
}

function subject(rng: Rng, kind: ArtKind, wall: string, accent: string, glass: string) {
  switch (kind) {
    case 'condo': {
      const x = randInt(rng, 380, 480);
      const back = tower(rng, x + 230, 190, randInt(rng, 380, 450), shade(pick(rng, WALLS), 0.88), shade(glass, 0.9));
      const front = tower(rng, x, randInt(rng, 230, 270), randInt(rng, 470, 540), wall, glass);
      const podium = rect(x - 50, GROUND_Y - 70, 520, 70, shade(wall, 0.9)) + rect(x - 30, GROUND_Y - 55, 480, 40, shade(glass, 0.85));
      return back + front + podium + rect(x - 50, GROUND_Y - 78, 520, 8, accent);
    }
    case 'apartment': {
      const x = randInt(rng, 320, 380);
      const w = randInt(rng, 480, 540);
      const floors = randInt(rng, 5, 7);
      const top = GROUND_Y - floors * 50 - 10;
      let out = rect(x, top, w, floors * 50 + 10, wall);
      out += windows(rng, x + 10, top + 10, w - 20, floors * 50, 8, floors, glass);
      for (let f = 1; f <= floors; f++) out += rect(x - 6, top + 10 + f * 50 - 12, w + 12, 6, shade(accent, 1.25));
      out += rect(x + w / 2 - 20, top, 40, floors * 50 + 10, shade(wall, 0.85)); // stair core
      for (const tx of [x + 40, x + w - 90]) out += rect(tx, top - 36, 50, 36, '#5b8fb9', 'rx="6"'); // water tanks
      return out;
    }
    case 'house': {
      const x = randInt(rng, 400, 470);
      const roof = shade(accent, 0.95);
      let out = rect(x, GROUND_Y - 170, 380, 170, wall) + rect(x + 60, GROUND_Y - 300, 260, 130, shade(wall, 0.95));
      out += `<polygon points="${x + 30},${GROUND_Y - 300} ${x + 190},${GROUND_Y - 390} ${x + 350},${GROUND_Y - 300}" fill="${roof}"/>`;
      out += `<polygon points="${x - 25},${GROUND_Y - 168} ${x + 60},${GROUND_Y - 215} ${x + 320},${GROUND_Y - 215} ${x + 405},${GROUND_Y - 168}" fill="${shade(roof, 0.85)}"/>`;
      out += windows(rng, x + 80, GROUND_Y - 285, 220, 90, 3, 1, glass) + windows(rng, x + 20, GROUND_Y - 140, 340, 80, 4, 1, glass);
      out += rect(x + 160, GROUND_Y - 95, 60, 95, shade(accent, 0.6), 'rx="4"');
      for (let fx = 120; fx < 1100; fx += 28) out += rect(fx, GROUND_Y + 10, 8, 48, '#f7f3ea');
      return out + rect(110, GROUND_Y + 22, 990, 6, '#f7f3ea');
    }
    case 'land': {
      const plot = `<polygon points="240,${GROUND_Y + 130} 960,${GROUND_Y + 130} 840,${GROUND_Y - 20} 360,${GROUND_Y - 20}" fill="#b9d98f" stroke="#fff" stroke-width="4" stroke-dasharray="18 12"/>`;
      const stakes = [
        [240, GROUND_Y + 130],
        [960, GROUND_Y + 130],
        [840, GROUND_Y - 20],
        [360, GROUND_Y - 20],
      ]
        .map(([sx, sy]) => rect(sx - 4, sy - 40, 8, 40, '#8a6a45') + rect(sx - 4, sy - 40, 8, 10, accent))
        .join('');
      const sign = rect(700, GROUND_Y - 150, 10, 130, '#6b4f3a') + rect(810, GROUND_Y - 150, 10, 130, '#6b4f3a') + rect(680, GROUND_Y - 190, 160, 90, '#fffdf6', 'rx="6"') + rect(680, GROUND_Y - 190, 160, 22, accent, 'rx="6"') + rect(700, GROUND_Y - 155, 120, 8, '#bbb') + rect(700, GROUND_Y - 138, 90, 8, '#bbb');
      return plot + stakes + sign + roundTree(rng, 480, GROUND_Y - 10, 0.7);
    }
    case 'industrial-zone': {
      const x = randInt(rng, 400, 430);
      let out = rect(x + 440, GROUND_Y - 330, 46, 250, '#9b9b9b') + rect(x + 440, GROUND_Y - 330, 46, 18, accent);
      for (let i = 0; i < 4; i++) out += circle(x + 470 + i * 28, GROUND_Y - 360 - i * 34, 20 + i * 8, '#ffffff', `opacity="${0.7 - i * 0.14}"`);
      out += rect(x, GROUND_Y - 190, 560, 190, wall);
      const teeth = Array.from({ length: 7 }, (_, i) => `${x + i * 80},${GROUND_Y - 190} ${x + i * 80 + 80},${GROUND_Y - 250} ${x + i * 80 + 80},${GROUND_Y - 190}`).join(' ');
      out += `<polygon points="${x},${GROUND_Y - 190} ${teeth}" fill="${shade(wall, 0.75)}"/>`;
      for (let d = 0; d < 4; d++) {
        out += rect(x + 30 + d * 135, GROUND_Y - 120, 100, 120, '#b8bec4');
        for (let l = 0; l < 10; l++) out += rect(x + 30 + d * 135, GROUND_Y - 120 + l * 12, 100, 2, '#9aa1a8');
      }
      for (let c = 0; c < 3; c++) out += rect(170 + c * 18, GROUND_Y - 60 - c * 58, 190, 56, pick(rng, ACCENTS), 'rx="2"');
      return out;
    }
    case 'post': {
      let out = pagoda(600, GROUND_Y - 40, 1.15, '#e2b13c', 1);
      for (let i = 0; i < 9; i++) {
        const tx = 40 + i * 130 + (i >= 4 ? 120 : 0);
        if (tx > 1120) break;
        out += tower(rng, tx, randInt(rng, 70, 100), randInt(rng, 160, 380), pick(rng, WALLS), glass);
      }
      return out + rect(0, GROUND_Y + 40, W, H - GROUND_Y - 40, '#5c9ccc') + rect(120, GROUND_Y + 80, 300, 5, '#ffffff', 'opacity="0.5"') + rect(700, GROUND_Y + 120, 380, 5, '#ffffff', 'opacity="0.5"');
    }
    default: {
      // 'other' (shophouse row of the old downtown) and 'agent' (an agency's glass office).
      if (kind === 'agent') {
        const x = randInt(rng, 300, 360);
        let out = rect(x, GROUND_Y - 330, 560, 330, shade(glass, 0.85)) + windows(rng, x, GROUND_Y - 320, 560, 240, 10, 4, shade(glass, 1.15));
        out += rect(x + 180, GROUND_Y - 80, 200, 80, '#39566b') + rect(x + 150, GROUND_Y - 120, 260, 44, accent, 'rx="6"');
        return out + rect(x + 175, GROUND_Y - 104, 210, 10, '#ffffff', 'opacity="0.9"');
      }
      let out = '';
      for (let i = 0; i < 4; i++) {
        const x = 290 + i * 160;
        const h = randInt(rng, 230, 320);
        const colour = pick(rng, WALLS);
        out += rect(x, GROUND_Y - h, 160, h, colour) + rect(x - 4, GROUND_Y - h - 12, 168, 14, shade(colour, 0.75));
        for (let f = 0; f < Math.floor((h - 110) / 70); f++)
          for (const wx of [x + 22, x + 92])
            out += `<path d="M${wx},${GROUND_Y - 110 - f * 70} v-40 a23,23 0 0 1 46,0 v40 z" fill="${glass}"/>`;
        const awning = pick(rng, ACCENTS);
        out += rect(x + 10, GROUND_Y - 80, 140, 80, shade(glass, 0.8)) + `<polygon points="${x},${GROUND_Y - 80} ${x + 160},${GROUND_Y - 80} ${x + 150},${GROUND_Y - 104} ${x + 10},${GROUND_Y - 104}" fill="${awning}"/>`;
      }
      return out;
    }
  }
}

function avatarSvg(rng: Rng) {
  const bg = pick(rng, ['#f3c9a8', '#bcd9ea', '#cfe6c8', '#e8c7de', '#f5e1a4']);
  const skin = pick(rng, ['#e8b894', '#d39c74', '#b97d56', '#f0c9a6']);
  const hair = pick(rng, ['#2b2118', '#3b2a1e', '#151515', '#5a3d2b']);
  const shirt = pick(rng, ACCENTS);
  const longHair = chance(rng, 0.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
${rect(0, 0, 400, 400, bg)}
${longHair ? rect(120, 120, 160, 170, hair, 'rx="70"') : ''}
<path d="M70,400 Q70,290 200,285 Q330,290 330,400 Z" fill="${shirt}"/>
${rect(176, 230, 48, 70, skin, 'rx="18"')}
${circle(200, 175, 78, skin)}
<path d="M120,170 Q125,88 200,90 Q275,88 280,170 Q250,120 200,125 Q150,120 120,170 Z" fill="${hair}"/>
${circle(172, 182, 7, '#2b2118')}${circle(228, 182, 7, '#2b2118')}
<path d="M176,214 Q200,230 224,214" stroke="#8a4b3a" stroke-width="5" fill="none" stroke-linecap="round"/>
</svg>`;
}

/** The SVG source of one illustration; pure and deterministic by seed. */
export function artSvg({ seed, kind }: { seed: number; kind: ArtKind }): string {
  const rng = mulberry32(seed * 7919 + [...kind].reduce((h, ch) => h * 31 + ch.charCodeAt(0), 0));
  if (kind === 'avatar') return avatarSvg(rng);
  const sky = pick(rng, SKIES);
  const grass = pick(rng, GRASS);
  const wall = pick(rng, WALLS);
  const accent = pick(rng, ACCENTS);
  const glass = pick(rng, GLASS);
  const sunX = randInt(rng, 120, 1080);
  const sunY = randInt(rng, 110, 220);
  const clouds = Array.from({ length: randInt(rng, 2, 4) }, () => cloud(randInt(rng, 40, 1050), randInt(rng, 70, 260), 0.7 + rng() * 0.7)).join('');
  const horizon = Array.from({ length: 14 }, (_, i) => rect(i * 90 + randInt(rng, -10, 10), GROUND_Y - randInt(rng, 60, 200), randInt(rng, 50, 80), 220, shade(sky.bottom, 0.82), 'opacity="0.55"')).join('');
  const trees = [
    chance(rng, 0.5) ? palm(rng, randInt(rng, 90, 200), GROUND_Y + 40, 1.1) : roundTree(rng, randInt(rng, 110, 210), GROUND_Y + 40, 1.3),
    chance(rng, 0.5) ? palm(rng, randInt(rng, 1000, 1110), GROUND_Y + 50, 1.2) : roundTree(rng, randInt(rng, 990, 1090), GROUND_Y + 50, 1.2),
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${sky.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${grass}"/><stop offset="1" stop-color="${shade(grass, 0.8)}"/></linearGradient>
</defs>
${rect(0, 0, W, H, 'url(#sky)')}
${circle(sunX, sunY, 170, 'url(#glow)')}${circle(sunX, sunY, 56, sky.sun)}
${clouds}
${horizon}
${kind === 'post' ? '' : pagoda(randInt(rng, 0, 1) ? 230 : 970, GROUND_Y - 10, 0.7, '#d9a93a', 0.7)}
<path d="M0,${GROUND_Y - 10} Q300,${GROUND_Y - 40} 600,${GROUND_Y - 12} T1200,${GROUND_Y - 20} V${H} H0 Z" fill="url(#ground)"/>
${subject(rng, kind, wall, accent, glass)}
${kind === 'post' || kind === 'land' ? '' : `<polygon points="540,${H} 700,${H} 632,${GROUND_Y} 608,${GROUND_Y}" fill="#ece3cf" opacity="0.9"/>`}
${trees}
</svg>`;
}

/** The illustration as a PNG (fast zlib level: it is decoded again straight away). */
export function renderArt(options: { seed: number; kind: ArtKind }): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(options))).png({ compressionLevel: 1 }).toBuffer();
}

/** Draws an illustration and stores it like an upload; returns its portal URL. */
export async function generateArtImage(options: { seed: number; kind: ArtKind; userId?: string | null }): Promise<string> {
  return storeImage({ data: await renderArt(options), userId: options.userId ?? null });
}
