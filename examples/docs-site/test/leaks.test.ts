import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Access, audienceFromKey, implies } from '@gatehouse/docs-gate';
import { describe, expect, it } from 'vitest';
import { docId } from '../src/templates';
import { blockTexts, builtFiles, docSource, readManifest, requireBuild, site } from './site';

// The leak check of issue 28 (research step 9), against the real build and its manifest.
const root = requireBuild();
const manifest = readManifest(root);

/** Who may fetch a file, as the gate serves it: listed audiences, derived, or signed-in. */
function fetchers(file: string): Access[] | 'derived' {
  const entry = manifest.files[file];
  if (!entry) return ['signed-in'];
  if ('derived' in entry) return 'derived';
  return entry.audiences.map(audienceFromKey);
}

describe('no restricted page leaks into a file for other readers', () => {
  // Research step 9: for each route that is not public, its title, its description and a
  // sentence of its body appear only in files that only its readers may fetch (derived files
  // aside: the gate cuts them down per reader class). The navbar's labels are the site's own
  // chrome, on every page: a signed-in page's title used as one is not a leak.
  const texts = builtFiles(root)
    .filter((f) => /\.(html|js|css|json|xml|txt)$/.test(f))
    .map((file) => [file, readFileSync(join(root, file), 'utf8')] as const);

  const plain = (sentence: string) => !/[[\]*`()]/.test(sentence);
  function phrases(route: string): string[] {
    const id = route.startsWith('/category/') ? null : docId(route as `/${string}`);
    if (!id) {
      const html = readFileSync(join(root, route.slice(1), 'index.html'), 'utf8');
      const title = html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1];
      return title ? [title] : [];
    }
    // A section index (`/audiences/`) is the route without its slash in the manifest.
    const source = [id, docId(`${route}/` as `/${string}`)].map(docSource).find(Boolean);
    const markdown = readFileSync(join(site, source ?? `docs/${id}.md`), 'utf8');
    const [, front = '', body = ''] = markdown.split('---');
    // Generated pages quote their values as JSON; the hand-written reader pages write them plain.
    const field = (key: string) => {
      const value = front.match(new RegExp(`^${key}: (.+)$`, 'm'))?.[1] ?? '';
      return value.startsWith('"') ? JSON.parse(value) : value;
    };
    const sentence = body
      .trim()
      .split('\n')[0]
      ?.split(/(?<=\.) /)
      .find(plain);
    return [field('title'), field('description'), sentence].filter(Boolean);
  }

  const navbarLabels = ['Quick start', 'Release notes', 'Security'];
  // A one-word title of a signed-in page (Segment, Zoom, Workflows) is also a word of other
  // pages' prose and of code; its description and body sentence still stand for it. A page
  // for a rule is checked for every title.
  const telling = (phrase: string, audience: Access) =>
    audience !== 'signed-in' || /\s/.test(phrase);
  const restricted = Object.entries(manifest.routes).filter(([, key]) => key !== 'public');

  it.each(restricted)('%s (%s)', (route, key) => {
    const audience = audienceFromKey(key);
    const leaks: string[] = [];
    for (const phrase of phrases(route)) {
      if (audience === 'signed-in' && navbarLabels.includes(phrase)) continue;
      if (!telling(phrase, audience)) continue;
      for (const [file, text] of texts) {
        const who = fetchers(file);
        if (who === 'derived' || !text.includes(phrase)) continue;
        if (!who.every((reader) => implies(reader, audience))) leaks.push(`"${phrase}" in ${file}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  // A <ForAudience> block's text is in its own chunk only: never in its page's HTML, chunk or
  // search entry (the search index is checked whole, every class's variant is cut from it).
  it.each(blockTexts().map((block) => [block.route, block.audience, block]))(
    'the <ForAudience> block of %s (%s)',
    (_route, _key, block) => {
      const audience = audienceFromKey(block.audience);
      for (const phrase of block.phrases) {
        const holding = texts.filter(([, text]) => text.includes(phrase)).map(([file]) => file);
        expect(holding.length, phrase).toBeGreaterThan(0);
        for (const file of holding) {
          const who = fetchers(file);
          expect(who, `"${phrase}" in ${file}`).not.toBe('derived');
          if (who === 'derived') continue;
          expect(
            who.every((reader) => implies(reader, audience)),
            `"${phrase}" in ${file}`,
          ).toBe(true);
        }
      }
    },
  );
});
