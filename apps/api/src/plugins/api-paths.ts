/** Which URLs belong to the API (envelopes, strict headers) rather than to the web app. */

export const GATEWAY_PREFIX = '/gateway';
export const IDP_PREFIX = '/idp';

const pathOf = (url: string): string => url.split('?', 1)[0] ?? url;

const isUnder = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

export const isGatewayPath = (url: string): boolean => isUnder(pathOf(url), GATEWAY_PREFIX);

export const isApiPath = (url: string): boolean => {
  const path = pathOf(url);
  return isUnder(path, GATEWAY_PREFIX) || isUnder(path, IDP_PREFIX);
};
