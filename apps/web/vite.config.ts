/** Builds the customer web app into dist/ (served at / by the API) and proxies the API in development. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { z } from 'zod';
import { contractsForWeb } from './build/contracts-for-web.ts';
import { modalScrollArea } from './build/modal-scroll-area.ts';
import { precompress } from './build/precompress.ts';
import { progressiveWebApp } from './build/progressive-web-app.ts';
import { scrollAreaRefs } from './build/scroll-area-refs.ts';

const API_ORIGIN = 'http://127.0.0.1:8080';
const API_PROXY = {
  '/gateway': { target: API_ORIGIN, changeOrigin: false },
  '/idp': { target: API_ORIGIN, changeOrigin: false },
};

// The API applies `script-src 'self'`; the preview server mirrors it so CSP mistakes show up locally.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The area a source file belongs to (`transfers`, `locale-ar-transfers`), to name its lazy chunk and CSS. */
function findArea(id: string): string | null {
  const feature = /[\\/]?src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id);
  if (feature?.[1]) {
    return feature[1];
  }
  const locale = /[\\/]?src[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/.]+)\.(json|ts)$/.exec(id);
  return locale?.[1] && locale[2] ? `locale-${locale[1]}-${locale[2]}` : null;
}

function nameChunkFile(chunk: { facadeModuleId: string | null }): string {
  const area = findArea(chunk.facadeModuleId ?? '');
  return area ? `assets/${area}-[hash].js` : 'assets/[name]-[hash].js';
}

function nameAssetFile(asset: { originalFileNames: readonly string[] }): string {
  const area = asset.originalFileNames.map(findArea).find((name) => name !== null);
  return area ? `assets/${area}-[hash][extname]` : 'assets/[name]-[hash][extname]';
}

// Libraries change less often than the app: separate chunks stay cached across releases. Mantine is
// left to the bundler on purpose: each page chunk carries the components only it uses, so the first
// load does not grow with every feature.
const VENDOR_GROUPS = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    priority: 3,
  },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
  // Only the PDF viewer opens it: its own name keeps it out of the service worker's precache.
  { name: 'vendor-pdf', test: /node_modules[\\/]pdfjs-dist[\\/]/, priority: 2 },
  // Everything else the entry imports statically is needed for any first paint: one file, not ten.
  { name: 'app', tags: ['$initial' as const], priority: 1 },
  // The icons two pages or more share, in one file rather than one request per icon (0.2 KB each).
  { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/, minShareCount: 2, priority: 0 },
];

const ZOD_BUILDERS = Object.keys(z).map((name) => `z.${name}`);

export default defineConfig({
  plugins: [
    react(),
    contractsForWeb(),
    scrollAreaRefs(),
    modalScrollArea(),
    progressiveWebApp(),
    precompress(),
  ],
  base: './',
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Building a zod schema has no side effect: schemas of @baraka/contracts the page never uses
      // (and zod itself, when no schema is used) are dropped from the bundle. Each of zod's builders
      // is named (`z.object`, `z.string`…): a bare `z` would also mark any library's own `z()` pure,
      // and a minified library's `z` is often a function whose call must stay.
      treeshake: { manualPureFunctions: ZOD_BUILDERS },
      output: {
        chunkFileNames: nameChunkFile,
        assetFileNames: nameAssetFile,
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
  server: { proxy: API_PROXY },
  preview: { headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY }, proxy: API_PROXY },
});
