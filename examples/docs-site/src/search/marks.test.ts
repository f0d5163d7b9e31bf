import { describe, expect, it } from 'vitest';
import { markMatches, matchesIn, occurrencesIn } from './marks';

const marked = (segments: ReturnType<typeof markMatches>) =>
  segments.map((s) => (s.marked ? `[${s.text}]` : s.text)).join('');

describe('the marks of a search hit', () => {
  it("marks lunr's matches of a field, in order", () => {
    const metadata = {
      snowflak: { t: { position: [[31, 9]] } },
      pulse: { t: { position: [[0, 5]] }, s: { position: [[0, 5]] } },
    };
    expect(matchesIn(metadata, 't')).toEqual([
      [0, 5],
      [31, 9],
    ]);
    expect(
      marked(
        markMatches(
          'Pulse reads the tables of your Snowflake warehouse.',
          matchesIn(metadata, 't'),
        ),
      ),
    ).toBe('[Pulse] reads the tables of your [Snowflake] warehouse.');
  });

  it('marks the word, not the punctuation lunr kept with it', () => {
    const text = 'Pulse only reads from Snowflake; nothing writes back.';
    const matches = matchesIn({ snowflak: { t: { position: [[22, 10]] } } }, 't');
    expect(marked(markMatches(text, matches))).toBe(
      'Pulse only reads from [Snowflake]; nothing writes back.',
    );
    const arrow = 'Add connection → Snowflake. Generate a key.';
    expect(marked(markMatches(arrow, matchesIn({ s: { t: { position: [[17, 10]] } } }, 't')))).toBe(
      'Add connection → [Snowflake]. Generate a key.',
    );
  });

  it('finds the query terms in a text lunr did not match, whatever their case', () => {
    const text = 'Set up Snowflake: a SNOWFLAKE role';
    expect(marked(markMatches(text, occurrencesIn(text, ['snowflake'])))).toBe(
      'Set up [Snowflake]: a [SNOWFLAKE] role',
    );
  });

  it('cuts a long passage around its first match, at spaces, and says so', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
    words[30] = 'Snowflake';
    const text = words.join(' ');
    const segments = markMatches(text, occurrencesIn(text, ['snowflake']), 100);
    const shown = marked(segments);
    expect(shown.startsWith('… word')).toBe(true);
    expect(shown.endsWith(' …')).toBe(true);
    expect(shown).toContain('[Snowflake]');
    expect(shown.length).toBeLessThanOrEqual(100 + 6);
    // Whole words only.
    expect(shown).toMatch(/^… word\d+ .* word\d+ …$/);
  });

  it('keeps overlapping matches apart and never marks outside the text', () => {
    expect(
      matchesIn({ a: { t: { position: [[0, 6]] } }, b: { t: { position: [[2, 2]] } } }, 't'),
    ).toEqual([[0, 6]]);
    expect(marked(markMatches('Short', []))).toBe('Short');
  });
});
