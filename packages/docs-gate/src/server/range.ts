export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * One `bytes=` range of a file of `size` bytes: `a-b`, `a-` or `-n`. 'unsatisfiable' when it
 * starts past the end (a 416); null for anything else, multiple ranges included, which are
 * then ignored and the whole file is sent (RFC 9110 lets a server do so).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Number(to);
  if (to !== '' && end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
