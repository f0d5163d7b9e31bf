import { localeOf } from '@gatehouse/core';
import type { ErrorText } from './action';
import type { FlowDefinition } from './definition';
import { ERROR_TEXTS } from './error-texts';
import { fr, frErrors } from './locales/fr';
import type { ScreenDocument } from './screens';

// Translated screens (served as `{screenId}-{locale}.html`, static/screens.ts), made from the
// English screens and a table per locale, so the screens have one source: a translation
// changes words only, never the nodes, names or interactions. A flow lists its locales in
// `targetLocales`; every built-in screen has a file in each locale of LOCALES.

/** A locale's words, keyed by the English text: its screens', and its error texts'. */
export interface LocaleTable {
  screens: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
}

/** The tables by locale. */
export const LOCALES: Readonly<Record<string, LocaleTable>> = {
  fr: { screens: fr, errors: frErrors },
};

/**
 * The locale a flow's texts are said in, for the start options' `locale` (a language tag):
 * one the emulator has words for, the tag's language (`fr-CA` is `fr`), else English.
 */
export function flowLocaleOf(tag: unknown): string {
  const locale = localeOf(typeof tag === 'string' ? tag : undefined);
  return Object.hasOwn(LOCALES, locale) ? locale : 'en';
}

const fill = (text: string, values: ErrorText['values']) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values && Object.hasOwn(values, name) ? String(values[name]) : whole,
  );

/**
 * An error text in `locale`: its table's words for it (filled), English as given. A refusal
 * the table has no words for (a detail of the auth functions) reads as a generic failure in
 * the locale, never as English on a translated screen.
 */
export function sayError(locale: string, { text, values }: ErrorText): string {
  const table = Object.hasOwn(LOCALES, locale) ? LOCALES[locale]?.errors : undefined;
  if (!table) return fill(text, values);
  const words = Object.hasOwn(table, text) ? table[text] : table[ERROR_TEXTS.failed];
  return fill(words ?? text, values);
}

/** The node fields a person reads; everything else (names, ids, types) is left alone. */
const TEXT_FIELDS = ['text', 'label', 'placeholder', 'patternMessage', 'title'] as const;

type Node = Record<string, unknown>;

function translateNode(node: Node, table: Readonly<Record<string, string>>, where: string): Node {
  const out: Node = { ...node };
  for (const field of TEXT_FIELDS) {
    const english = node[field];
    if (typeof english !== 'string') continue;
    // A text that is only placeholders (`{{form.email}}`) has no words to translate.
    const translated = Object.hasOwn(table, english)
      ? table[english]
      : /^(\s*\{\{[\w.]+\}\}\s*)+$/.test(english)
        ? english
        : undefined;
    // A missing entry is a bug of the table, found at start and by the tests, never English
    // text shown in a translated screen.
    if (translated === undefined) throw new Error(`${where}: no translation of "${english}"`);
    out[field] = translated;
  }
  // A screen's nodes, a container's children, a select's options.
  for (const list of ['nodes', 'children', 'options'] as const) {
    const items = node[list];
    if (Array.isArray(items)) out[list] = items.map((item) => translateNode(item, table, where));
  }
  return out;
}

/** `screen` in `locale` (a locale of LOCALES). */
export function translateScreen(screen: ScreenDocument, locale: string): ScreenDocument {
  const table = Object.hasOwn(LOCALES, locale) ? LOCALES[locale]?.screens : undefined;
  if (!table) throw new Error(`No screen texts for locale "${locale}"`);
  const where = `${screen.id}-${locale}`;
  return translateNode(screen as unknown as Node, table, where) as unknown as ScreenDocument;
}

/** The screens a flow can show: its screen steps, waiting actions' screens, conditions'. */
export function screensOf(flow: Pick<FlowDefinition, 'steps' | 'conditions'>): string[] {
  const ids = new Set<string>();
  for (const step of Object.values(flow.steps)) {
    if (step.kind === 'screen') ids.add(step.screenId);
    if (step.kind === 'action' && step.screenId) ids.add(step.screenId);
  }
  for (const condition of flow.conditions) {
    if (condition.met.screenId) ids.add(condition.met.screenId);
  }
  return [...ids];
}
