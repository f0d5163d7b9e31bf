/**
 * One function per delivery method (or OAuth provider), built from the list, so that adding
 * a method to a list is the only change needed to expose it.
 */
export function byMethod<const M extends string, F>(
  methods: readonly M[],
  make: (method: M) => F,
): Record<M, F> {
  // fromEntries loses the key type; the keys are exactly `methods`.
  return Object.fromEntries(methods.map((method) => [method, make(method)])) as Record<M, F>;
}
