// fresh 2.0.0 ships no types: the check Express runs for req.fresh (If-None-Match / If-Modified-Since).
declare module 'fresh' {
  function fresh(requestHeaders: Record<string, string | string[] | undefined>, responseHeaders: { etag?: string; 'last-modified'?: string }): boolean;
  export = fresh;
}
