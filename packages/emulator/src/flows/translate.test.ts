import * as core from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { builtInScreenFiles } from '../static/screens';
import { useEmulator } from '../test/emulator';
import { parseHtml } from '../test/html';
import { builtInFlows } from './builtins';
import { parseDefinition } from './definition';
import { fr } from './locales/fr';
import { SCREENS, type ScreenDocument } from './screens';
import { LOCALES, screensOf, translateScreen } from './translate';

// Translated screens: one per screen a flow with target locales can show, with the same
// nodes, names and interactions as the English one; only the words a person reads change.

const emulator = useEmulator();

type Node = Record<string, unknown>;
const TEXT = new Set(['text', 'label', 'placeholder', 'patternMessage', 'title']);
/** The document without its words: what must not change in a translation. */
const shape = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shape)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value as Node).map(([key, inner]) => [
            key,
            TEXT.has(key) ? typeof inner : shape(inner),
          ]),
        )
      : value;
/** Every text of a document, in order. */
const texts = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(texts)
    : value && typeof value === 'object'
      ? Object.entries(value as Node).flatMap(([key, inner]) =>
          TEXT.has(key) && typeof inner === 'string' ? [inner] : texts(inner),
        )
      : [];
const placeholders = (text: string) => (text.match(/\{\{[\w.]+\}\}/g) ?? []).sort();

/** Every screen and its translation in each locale, by the path of its file. */
const pages: Record<string, ScreenDocument> = Object.fromEntries(
  SCREENS.flatMap((screen) => [
    [`${screen.id}.html`, screen],
    ...Object.keys(LOCALES).map((locale) => [
      `${screen.id}-${locale}.html`,
      translateScreen(screen, locale),
    ]),
  ]),
);
const flows = Object.entries(builtInFlows()).map(([id, raw]) => parseDefinition(id, raw));

describe('translated screens', () => {
  it('every built-in flow targets French, and every screen they show has a French document', () => {
    const targeting = Object.entries(builtInFlows())
      .filter(([id, raw]) => parseDefinition(id, raw).targetLocales.includes('fr'))
      .map(([id]) => id)
      .sort();
    // Issue 24: the profile's flows and One Tap too, so a French page is French throughout.
    expect(targeting).toEqual(Object.keys(builtInFlows()).sort());
    for (const flow of flows) {
      for (const locale of flow.targetLocales) {
        expect(Object.keys(LOCALES)).toContain(locale);
        for (const screenId of screensOf(flow)) {
          expect(builtInScreenFiles().get(`${screenId}-${locale}.html`), screenId).toBeDefined();
        }
      }
    }
  });

  it('each has the same nodes, names and interactions as the original, and its placeholders', () => {
    const translated = Object.keys(pages).filter((path) => /-fr\.html$/.test(path));
    expect(translated.length).toBeGreaterThanOrEqual(12);
    const coreScreen = (core as unknown as Record<string, { safeParse(v: unknown): unknown }>)
      .Screen;
    for (const path of translated) {
      const french = pages[path];
      const english = pages[path.replace(/-fr\.html$/, '.html')];
      expect(shape(french), path).toEqual(shape(english));
      const before = texts(english);
      const after = texts(french);
      expect(after.length, path).toBe(before.length);
      after.forEach((text, index) => {
        expect(placeholders(text), `${path}: ${text}`).toEqual(placeholders(before[index] ?? ''));
      });
      if (coreScreen) expect(coreScreen.safeParse(french), path).toMatchObject({ success: true });
    }
  });

  it('is in French: English text is left only where French writes it the same', () => {
    const same = new Set([
      'Code',
      '{{form.email}}',
      'Continue with Google',
      'Continue with GitHub',
      // A number in the national format of the picker's first country.
      '202 555 0100',
    ]);
    for (const [path, french] of Object.entries(pages)) {
      if (!path.endsWith('-fr.html')) continue;
      const english = texts(pages[path.replace(/-fr\.html$/, '.html')]);
      texts(french).forEach((text, index) => {
        if (!same.has(english[index] ?? '')) expect(text, path).not.toBe(english[index]);
      });
    }
    // Every entry of the table is used by some screen: no stale text stays behind.
    const used = new Set(SCREENS.flatMap((screen) => texts(screen)));
    expect(Object.keys(fr).filter((english) => !used.has(english))).toEqual([]);
  });

  it('a screen text missing from the table is an error, never English in a French screen', () => {
    const screen: ScreenDocument = {
      id: 'x',
      title: 'Sign in',
      nodes: [{ type: 'text', text: 'Not in the table' }],
    };
    expect(() => translateScreen(screen, 'fr')).toThrow(/x-fr: no translation of "Not in/);
    expect(() => translateScreen(screen, 'xx')).toThrow(/No screen texts/);
  });

  it('are served beside the originals, and config.json lists the locale', async () => {
    const base = `/pages/${emulator.projectId}/v2-beta`;
    const welcome = await emulator.call(`${base}/welcome-fr.html`);
    expect(welcome.status).toBe(200);
    const title = parseHtml(welcome.text).querySelector('descope-text[variant="h1"]');
    expect(title?.textContent).toBe('Se connecter ou créer un compte');
    const config = await emulator.call(`${base}/config.json`);
    const served = config.body.flows as Record<string, { targetLocales: string[] }>;
    expect(served['sign-in']?.targetLocales).toEqual(['fr']);
    expect(served['sign-up-or-in']?.targetLocales).toEqual(['fr']);
  });
});
