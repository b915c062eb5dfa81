/**
 * Test support: a minimal browser (cookie jar, manual redirects) over app.inject or real HTTP, used
 * to walk the provider's sign-in pages the way a person's browser would.
 */
import type { FastifyInstance } from 'fastify';

export type BrowserResponse = {
  status: number;
  headers: Headers;
  body: string;
  /** The absolute address the response came from. */
  url: string;
};

type Transport = (
  method: string,
  url: URL,
  headers: Record<string, string>,
  body: string | undefined,
) => Promise<Omit<BrowserResponse, 'url'>>;

const injectTransport =
  (app: FastifyInstance): Transport =>
  async (method, url, headers, body) => {
    const response = await app.inject({
      method: method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, host: url.host },
      ...(body === undefined ? {} : { payload: body }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of [value].flat()) {
        if (item !== undefined) {
          responseHeaders.append(name, String(item));
        }
      }
    }
    return { status: response.statusCode, headers: responseHeaders, body: response.body };
  };

const httpTransport: Transport = async (method, url, headers, body) => {
  const response = await fetch(url, { method, headers, body, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
};

export type TestBrowser = {
  request(method: string, url: string, options?: { form?: Record<string, string> }): Promise<BrowserResponse>;
  /** Follows redirects until `stop(url)` is true (that URL is answered without being requested). */
  follow(response: BrowserResponse, stop?: (url: URL) => boolean): Promise<BrowserResponse | URL>;
  cookies: Map<string, string>;
};

export const createTestBrowser = (origin: string, app?: FastifyInstance): TestBrowser => {
  const transport = app ? injectTransport(app) : httpTransport;
  const cookies = new Map<string, string>();

  const storeCookies = (headers: Headers) => {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const isExpired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=');
        const lower = key.trim().toLowerCase();
        return (
          (lower === 'max-age' && Number(raw) <= 0) || (lower === 'expires' && Date.parse(raw) < Date.now())
        );
      });
      if (isExpired || value === '') {
        cookies.delete(name);
      } else {
        cookies.set(name, value);
      }
    }
  };

  const request: TestBrowser['request'] = async (method, address, options = {}) => {
    const url = new URL(address, origin);
    const headers: Record<string, string> = { accept: 'text/html' };
    if (cookies.size > 0) {
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const response = await transport(method, url, headers, body);
    storeCookies(response.headers);
    return { ...response, url: url.href };
  };

  const follow: TestBrowser['follow'] = async (first, stop = () => false) => {
    let response = first;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return response;
      }
      const next = new URL(location, response.url);
      if (stop(next)) {
        return next;
      }
      response = await request('GET', next.href);
    }
    throw new Error('too many redirects');
  };

  return { request, follow, cookies };
};

/** The value of a hidden or text input in a page. */
export const readFormAction = (html: string): string => {
  const match = /<form method="post" action="([^"]+)" class="form"/.exec(html);
  if (!match?.[1]) {
    throw new Error('no sign-in form on the page');
  }
  return match[1].replaceAll('&amp;', '&');
};
