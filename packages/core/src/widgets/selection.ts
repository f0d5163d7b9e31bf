/** Keep only the selected ids that are still listed, e.g. after a search replaced the list. */
export function keepListed(selected: readonly string[], listed: readonly string[]): string[] {
  const present = new Set(listed);
  return selected.filter((id) => present.has(id));
}

/** The items whose id is selected, in selection order; ids no longer listed are skipped. */
export function pickSelected<T>(
  items: readonly T[],
  selected: readonly string[],
  id: (item: T) => string,
): T[] {
  const byId = new Map(items.map((item) => [id(item), item]));
  return selected.flatMap((key) => {
    const item = byId.get(key);
    return item ? [item] : [];
  });
}
