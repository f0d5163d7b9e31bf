/**
 * 'forward' when `next` sorts after `previous` by numeric segments ('1' < '1.3' < '2'),
 * else 'back'. The first step (no previous) moves forward.
 */
export function stepDirection(previous: string | undefined, next: string | undefined) {
  if (!previous || !next) return 'forward';
  const a = previous.split('.').map(Number);
  const b = next.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? -1;
    const y = b[i] ?? -1;
    if (Number.isNaN(x) || Number.isNaN(y)) return 'forward';
    if (x !== y) return y > x ? 'forward' : 'back';
  }
  return 'forward';
}
