import { expect, it, vi } from 'vitest';
import { readContent } from './read';

// The tokenizer is a chunk of its own, fetched only where there is no DOM, and once.

const tokenizer = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./parse-html', async (importOriginal) => {
  tokenizer.loads++;
  return importOriginal();
});

it('a page with a DOM never loads the tokenizer; without one it loads it once', async () => {
  for (let i = 0; i < 3; i++) {
    expect((await readContent('<descope-text>a</descope-text>')).ok).toBe(true);
  }
  expect(tokenizer.loads).toBe(0);

  vi.stubGlobal('document', undefined);
  try {
    for (let i = 0; i < 3; i++) {
      expect((await readContent('<descope-text>a</descope-text>')).ok).toBe(true);
    }
  } finally {
    vi.unstubAllGlobals();
  }
  expect(tokenizer.loads).toBe(1);
});
