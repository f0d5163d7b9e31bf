/**
 * `{name}` (or `{a.b}`) placeholders filled from `values`, for flow screens and widget layouts
 * alike. The result is a plain string that renderers show as text, so a value can never become
 * markup; a placeholder without a text, number or boolean value reads as nothing.
 */
export function fillTemplate(
  template: string,
  values: Record<string, unknown> | undefined,
): string {
  if (!template.includes('{')) return template;
  return template.replace(/\{([\w.-]+)\}/g, (_, path: string) => {
    let at: unknown = values;
    for (const key of path.split('.')) {
      at =
        typeof at === 'object' && at !== null && Object.hasOwn(at, key)
          ? (at as Record<string, unknown>)[key]
          : undefined;
    }
    return typeof at === 'string' || typeof at === 'number' || typeof at === 'boolean'
      ? String(at)
      : '';
  });
}
