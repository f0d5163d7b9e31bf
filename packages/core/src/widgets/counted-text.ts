/** The key's or role's name when one is selected, else 'N access keys' / 'N roles'. */
export function selectionLabel(names: readonly string[], plural: string): string {
  return names.length === 1 ? (names[0] ?? '') : `${names.length} ${plural}`;
}

/** 'Verb X?' as the confirmation modals show it (spec §2). */
export function confirmText(verb: string, names: readonly string[], plural: string): string {
  return `${verb} ${selectionLabel(names, plural)}?`;
}

/** 'Thing verb successfully' for one, 'N things verb successfully' for several (spec §8). */
export function countedText(count: number, one: string, plural: string, verb: string): string {
  return count === 1 ? `${one} ${verb} successfully` : `${count} ${plural} ${verb} successfully`;
}
