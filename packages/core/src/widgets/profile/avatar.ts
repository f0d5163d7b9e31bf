import type { User } from '../../schemas';

/** Raster images only: an SVG can carry script, and other data: types are not pictures. */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp)[;,]/i;

/**
 * The user's picture when the avatar may show it (spec: `https:`/`http:` or a raster
 * `data:image`), else undefined so the initials show. Relative URLs are refused too: the
 * picture is the user's own input and must name where it comes from.
 */
export function shownPicture(picture: string | undefined): string | undefined {
  const value = picture?.trim();
  if (!value) return undefined;
  if (DATA_IMAGE.test(value)) return value;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** First letters of the first and last word: what the avatar shows without a picture. */
function initialsOfName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Array.from splits by code point, so an emoji or accented letter stays whole.
  return [first, last].map((word) => (word ? (Array.from(word)[0] ?? '') : '')).join('');
}

/** The avatar's fallback: the name's initials, else the first letter of the email or login id. */
export function initialsOf(user: User | undefined): string {
  const fromName = initialsOfName(user?.name ?? '');
  const other = user?.email || user?.loginIds?.[0] || '';
  const initials = fromName || Array.from(other.trim())[0] || '';
  return initials.toLocaleUpperCase();
}

export interface AvatarView {
  /** A picture URL safe to show, or undefined. */
  picture?: string;
  initials: string;
}

export const avatarOf = (user: User | undefined): AvatarView => {
  const picture = shownPicture(user?.picture);
  return picture ? { picture, initials: initialsOf(user) } : { initials: initialsOf(user) };
};
