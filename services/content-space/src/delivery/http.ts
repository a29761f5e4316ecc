/** Headers the Contentful CDN sends, so browsers may call the API cross-origin like the real one. */
export const corsHeaders: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers':
    'Accept,Accept-Language,Authorization,Cache-Control,Content-Length,Content-Range,Content-Type,DNT,Destination,Expires,If-Match,If-Modified-Since,If-None-Match,Keep-Alive,Last-Modified,Origin,Pragma,Range,User-Agent,X-Http-Method-Override,X-Mx-ReqToken,X-Requested-With,X-Contentful-Version,X-Contentful-Content-Type,X-Contentful-Organization,X-Contentful-Skip-Transformation,X-Contentful-User-Agent,X-Contentful-Enable-Alpha-Feature,X-Contentful-Locale-Based-Publishing',
  'access-control-allow-methods': 'GET,HEAD,OPTIONS',
  'access-control-expose-headers': 'Etag',
  'access-control-max-age': '86400',
};

export const contentfulJsonType = 'application/vnd.contentful.delivery.v1+json';

/** Reads a header case-insensitively from a plain record. */
export function header(headers: Record<string, string | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted && value !== undefined) return value;
  }
  return undefined;
}
