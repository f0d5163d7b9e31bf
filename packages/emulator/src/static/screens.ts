import { type Screen, screenToHtml } from '@gatehouse/core';
import { SCREENS } from '../flows/screens';
import { LOCALES, translateScreen } from '../flows/translate';

// The built-in flows' screens as the provider's screen files: `{screenId}.html`, and
// `{screenId}-{locale}.html` in each locale the emulator has screen texts for
// (flows/locales), written from the one definition of each screen (flows/screens.ts) by
// core's writer.

/** A built-in screen file, and the path of the same screen in no locale. */
export interface BuiltInScreen {
  body: string;
  plain: string;
}

let written: ReadonlyMap<string, BuiltInScreen> | undefined;

/** Every built-in screen file, by path under v2-beta/ (written once, on first use). */
export function builtInScreenFiles(): ReadonlyMap<string, BuiltInScreen> {
  if (written) return written;
  const files = new Map<string, BuiltInScreen>();
  for (const screen of SCREENS) {
    const plain = `${screen.id}.html`;
    files.set(plain, { body: screenToHtml(screen as unknown as Screen), plain });
    for (const locale of Object.keys(LOCALES)) {
      const translated = translateScreen(screen, locale) as unknown as Screen;
      files.set(`${screen.id}-${locale}.html`, { body: screenToHtml(translated), plain });
    }
  }
  written = files;
  return files;
}
