/**
 * What the service worker may keep: GET answers of the gateway that the API itself marks as the
 * same for every caller (`Cache-Control: public`). A signed-in answer says `no-store` and a request
 * carrying a Bearer token is never looked at, so no customer's data reaches the cache.
 */

export function isPublicReferenceRequest(request: Request, url: URL, origin: string): boolean {
  return (
    request.method === 'GET' &&
    url.origin === origin &&
    url.pathname.includes('/gateway/') &&
    !url.pathname.includes('/gateway/secure/') &&
    !request.headers.has('authorization')
  );
}

export function isStorablePublicAnswer(response: Response): boolean {
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return (
    response.status === 200 &&
    /\bpublic\b/.test(cacheControl) &&
    !/\b(no-store|private)\b/.test(cacheControl) &&
    !response.headers.has('set-cookie')
  );
}
