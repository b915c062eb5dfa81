/**
 * The product's test helpers drive a Fastify app with `inject`; this answers the same shape over
 * real HTTP, so the bench signs in and calls exactly as the API tests do, against a running product.
 */
import type { FastifyInstance } from 'fastify';

type InjectOptions = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
};

export type HttpAnswer = {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: string;
  json: () => unknown;
};

const headersOf = (response: Response): Record<string, string | string[]> => {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) {
    headers['set-cookie'] = cookies;
  }
  return headers;
};

export const httpApp = (baseUrl: string): FastifyInstance => {
  const inject = async ({ method, url, headers = {}, payload }: InjectOptions): Promise<HttpAnswer> => {
    const { host: _host, ...sent } = headers;
    let body: string | undefined;
    if (typeof payload === 'string') {
      body = payload;
    } else if (payload !== undefined) {
      body = JSON.stringify(payload);
      sent['content-type'] ??= 'application/json';
    }
    const response = await fetch(new URL(url, baseUrl), { method, headers: sent, body, redirect: 'manual' });
    const text = await response.text();
    return {
      statusCode: response.status,
      headers: headersOf(response),
      body: text,
      json: () => JSON.parse(text),
    };
  };
  return { inject } as unknown as FastifyInstance;
};
