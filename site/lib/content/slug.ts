/** Page slugs: lowercase words joined by - and / (the page model's rule). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** The slug for /pages/[...segments], or undefined when the path cannot be a page. */
export function slugFromSegments(segments: readonly string[]): string | undefined {
  if (segments.length === 0 || segments.length > 8) return undefined;
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  const slug = decoded.join('/');
  return slug.length <= 200 && SLUG.test(slug) ? slug : undefined;
}
