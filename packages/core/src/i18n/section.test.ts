import { describe, expect, it } from 'vitest';
import { isLoadFailed, onDemand } from '../on-demand';
import { defineSection } from './section';

const EN = { greet: 'Hello' };

/** A section whose French chunk fails to load `failures` times, then arrives. */
function sectionFailing(failures: number) {
  let calls = 0;
  const section = defineSection(EN, {
    fr: onDemand('the fr texts', async () => {
      calls += 1;
      if (calls <= failures) throw new Error('offline');
      return { default: { greet: 'Bonjour' } };
    }),
  });
  return { section, calls: () => calls };
}

describe('a section of the catalogue', () => {
  it('loads a locale once, giving every caller the same texts', async () => {
    const { section, calls } = sectionFailing(0);
    expect(section.get('fr')).toBeUndefined();
    const [first, second] = await Promise.all([section.load('fr'), section.load('fr')]);
    expect(first).toBe(second);
    expect(first.messages.greet).toBe('Bonjour');
    expect(section.get('fr')).toBe(first);
    expect(await section.load('fr')).toBe(first);
    expect(calls()).toBe(1);
  });

  it('fails with LoadFailed naming the texts, and the next load asks again', async () => {
    const { section, calls } = sectionFailing(1);
    const failure = await section.load('fr').catch((error: unknown) => error);
    expect(isLoadFailed(failure) && failure.part).toBe('the fr texts');
    expect(section.get('fr')).toBeUndefined();
    expect((await section.load('fr')).messages.greet).toBe('Bonjour');
    expect(calls()).toBe(2);
  });

  it('has its English texts at once', async () => {
    const { section, calls } = sectionFailing(0);
    expect(section.get('en')?.messages.greet).toBe('Hello');
    expect(await section.load('en')).toBe(section.en);
    expect(calls()).toBe(0);
  });
});
