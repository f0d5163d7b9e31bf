/** 'Thing verb successfully' for one, 'N things verb successfully' for several (spec §8). */
export function countedText(count: number, one: string, plural: string, verb: string): string {
  return count === 1 ? `${one} ${verb} successfully` : `${count} ${plural} ${verb} successfully`;
}
