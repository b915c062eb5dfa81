/**
 * Serves the built web app: index.html never cached, Vite's hashed assets cached for a year, each in
 * the Brotli or gzip copy written at build time when the browser accepts it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export type WebAppOptions = { webDistDir: string };

const INDEX_FILE = 'index.html';
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>baraka</title></head>
<body><p>web app not built — run npm run build</p></body></html>
`;

export const isWebAppBuilt = (webDistDir: string): boolean => existsSync(path.join(webDistDir, INDEX_FILE));

/** The SPA's entry page (hash routing: every page of the app starts here), or the "not built" page. */
export const sendWebAppIndex = (reply: FastifyReply, webDistDir: string): FastifyReply => {
  if (!isWebAppBuilt(webDistDir)) {
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .send(NOT_BUILT_PAGE);
  }
  return reply.header('cache-control', NO_CACHE).sendFile(INDEX_FILE);
};

const cacheControlFor = (webDistDir: string, filePath: string): string => {
  const relative = path.relative(webDistDir, filePath);
  // Files under assets/ carry a content hash in their name, so a changed file is a new URL.
  return relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : NO_CACHE;
};

const webAppPlugin: FastifyPluginAsync<WebAppOptions> = async (app, { webDistDir }) => {
  if (!isWebAppBuilt(webDistDir)) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendWebAppIndex(reply, webDistDir));
    return;
  }
  // The entry page has a route of its own: a directory index would not fall back to the plain file
  // when its compressed copies are missing.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendWebAppIndex(reply, webDistDir));
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    index: false,
    // A wildcard route rather than one route per file: a rebuilt app is served without a restart.
    wildcard: true,
    cacheControl: false,
    // `.br` and `.gz` siblings written by the build, chosen from Accept-Encoding.
    preCompressed: true,
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', cacheControlFor(webDistDir, filePath));
      // A cache in between must keep the encodings apart.
      response.setHeader('vary', 'Accept-Encoding');
    },
  });
};

export default fp(webAppPlugin, { name: 'web-app' });
