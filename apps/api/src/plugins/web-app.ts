/** Serves the built web app: index.html never cached, Vite's hashed assets cached for a year. */
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
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    index: INDEX_FILE,
    // A wildcard route rather than one route per file: a rebuilt app is served without a restart.
    wildcard: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', cacheControlFor(webDistDir, filePath));
    },
  });
};

export default fp(webAppPlugin, { name: 'web-app' });
