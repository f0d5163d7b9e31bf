/**
 * Safe http(s) or data:image URLs only: a screen can never carry a javascript: link. A module
 * apart from the screen's schema (nodes.ts): renderers check every link and image they draw.
 */
export function isSafeUrl(url: string, { images = false } = {}): boolean {
  if (images && /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,/i.test(url)) return true;
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}
