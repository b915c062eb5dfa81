// Draws the shells' launcher icons and splash screens in the bank's colours, from the web app's
// emblem (apps/web/public/favicon.svg), into every file the Android and iOS templates expect, at
// the size each template file already has. Run after `cap add` (the files are committed):
//   node apps/mobile/scripts/generate-assets.mjs
// Needs playwright-core (the e2e workspace) and Debian's Chromium (CHROMIUM_PATH to override).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const MOBILE = fileURLToPath(new URL('..', import.meta.url));
const ORANGE = '#F17030';
const RED = '#C62032';

// The emblem of favicon.svg, white on transparent, in a 48×48 box.
const EMBLEM = `<g fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round">
  <rect x="14" y="14" width="20" height="20"/><rect x="14" y="14" width="20" height="20" transform="rotate(45 24 24)"/>
</g><circle cx="24" cy="24" r="4.2" fill="#fff"/>`;
const GRADIENT = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${ORANGE}"/><stop offset="1" stop-color="${RED}"/></linearGradient></defs>`;

/** An SVG of `width`×`height`: background ('square', 'rounded', 'circle', 'none') and emblem scale. */
function draw(width, height, background, emblemShare) {
  const side = Math.min(width, height) * emblemShare;
  const scale = side / 48;
  const x = (width - side) / 2;
  const y = (height - side) / 2;
  const shapes = {
    square: `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    rounded: `<rect width="${width}" height="${height}" rx="${width * 0.22}" fill="url(#g)"/>`,
    circle: `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 2}" fill="url(#g)"/>`,
    none: '',
  };
  // The emblem's own 48-unit box keeps its 14-unit margins: scale the inner 20 units up instead.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${GRADIENT}${shapes[background]}
  <g transform="translate(${x} ${y}) scale(${scale})">${EMBLEM}</g></svg>`;
}

/** Which drawing each template file gets, by its name. */
function chooseDrawing(path) {
  if (/ic_launcher_foreground\.png$/.test(path)) {
    return { background: 'none', emblemShare: 1.0 }; // adaptive icon: the OS masks, keep the safe zone
  }
  if (/ic_launcher_round\.png$/.test(path)) {
    return { background: 'circle', emblemShare: 1.3 };
  }
  if (/ic_launcher\.png$/.test(path)) {
    return { background: 'rounded', emblemShare: 1.3 };
  }
  if (/AppIcon.*\.png$/.test(path)) {
    return { background: 'square', emblemShare: 1.3 }; // iOS rounds the corners itself
  }
  if (/splash.*\.png$/i.test(path)) {
    return { background: 'square', emblemShare: 0.5 };
  }
  return null;
}

function listPngs(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listPngs(path) : entry.name.endsWith('.png') ? [path] : [];
  });
}

/** Width and height from a PNG's IHDR chunk. */
function readPngSize(path) {
  const bytes = readFileSync(path);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const roots = ['android/app/src/main/res', 'ios/App/App/Assets.xcassets'].map((dir) => join(MOBILE, dir));
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
const browser = await chromium.launch({ executablePath });
try {
  const page = await browser.newPage();
  for (const path of roots.filter(existsSync).flatMap(listPngs)) {
    const drawing = chooseDrawing(path);
    if (!drawing) {
      continue;
    }
    const { width, height } = readPngSize(path);
    await page.setViewportSize({ width, height });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${draw(width, height, drawing.background, drawing.emblemShare)}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: drawing.background !== 'square' });
    writeFileSync(path, png);
    console.log(`${relative(MOBILE, path)} ${width}×${height}`);
  }
} finally {
  await browser.close();
}
