import { readFileSync } from 'node:fs';
import { describeIssues, type ParsedSeed, Seed } from './schema';

/** Validate a seed object, or read and validate a seed JSON file; errors name the bad path. */
export function loadSeed(source: Seed | string): ParsedSeed {
  let raw: unknown = source;
  if (typeof source === 'string') {
    try {
      raw = JSON.parse(readFileSync(source, 'utf8'));
    } catch (error) {
      throw new Error(`Cannot read seed ${source}: ${(error as Error).message}`);
    }
  }
  const parsed = Seed.safeParse(raw);
  if (!parsed.success) {
    const where = typeof source === 'string' ? ` ${source}` : '';
    throw new Error(`Invalid seed${where}:\n${describeIssues(parsed.error)}`);
  }
  return parsed.data;
}
