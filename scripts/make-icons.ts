// Draws the web app's icons from public/favicon.svg with sharp (run once when the mark changes;
// the PNGs are committed): 192 and 512 px for the manifest, a maskable 512 px with the mark inside
// the safe zone on the brand colour (Android crops it to a circle or a squircle), and 180 px for
// iOS's home screen, and 48 px for the page's own icon (root.tsx says why not the SVG).
import path from 'node:path';
import sharp from 'sharp';

const pub = path.resolve(import.meta.dirname, '../public');
const svg = path.join(pub, 'favicon.svg');
const BRAND = '#0f766e';

for (const size of [192, 512]) await sharp(svg, { density: 600 }).resize(size, size).png().toFile(path.join(pub, `icon-${size}.png`));
await sharp(svg, { density: 600 }).resize(48, 48).png({ compressionLevel: 9, palette: true }).toFile(path.join(pub, 'favicon-48.png'));
await sharp(svg, { density: 600 }).resize(180, 180).png().toFile(path.join(pub, 'apple-touch-icon.png'));
const inner = await sharp(svg, { density: 600 }).resize(360, 360).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile(path.join(pub, 'icon-maskable-512.png'));
console.log('Icons written to public/.');
