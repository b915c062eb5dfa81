/**
 * The installable app: the web app manifest and the service worker (src/service-worker/sw.ts), built
 * by vite-plugin-pwa with the list of files to precache. The big files only some pages open (the PDF
 * engine, the map) are left to the browser's ordinary cache.
 */
import { VitePWA } from 'vite-plugin-pwa';

const THEME_COLOR = '#ad5122';

export const progressiveWebApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // The app registers the worker itself (lib/service-worker.ts) to choose when a new version takes over.
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      id: './',
      name: 'Al Baraka — Banque en ligne',
      short_name: 'Al Baraka',
      description:
        'Al Baraka Bank Tunisia : votre banque en ligne conforme aux principes de la finance islamique.',
      lang: 'fr',
      dir: 'ltr',
      start_url: './',
      scope: './',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
      categories: ['finance'],
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,webmanifest}', 'icons/icon-192.png'],
      globIgnores: ['**/pdf.worker*', '**/vendor-pdf-*', 'sw.js'],
      maximumFileSizeToCacheInBytes: 600 * 1024,
    },
  });
