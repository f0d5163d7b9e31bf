import { Screen } from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { SCREENS, type ScreenDocument } from '../flows/screens';
import { LOCALES, translateScreen } from '../flows/translate';
import { attributesOf, parseHtml, textsOf } from '../test/html';
import { builtInScreenFiles } from './screens';

// Every built-in flow screen, in English and each locale, written as the provider's screen
// file and read back with a browser's parser: its title first, its fields by name and
// label, its buttons by interaction id and label, all in the order of the definition.

type Node = Record<string, unknown>;
const walk = (nodes: readonly Node[]): Node[] =>
  nodes.flatMap((node) => [node, ...walk((node.children as Node[] | undefined) ?? [])]);

const cases = SCREENS.flatMap((screen) => [
  [`${screen.id}.html`, screen] as const,
  ...Object.keys(LOCALES).map(
    (locale) => [`${screen.id}-${locale}.html`, translateScreen(screen, locale)] as const,
  ),
]);

describe('the built-in screen files', () => {
  it('mark the enchanted-link screen, the one a client polls, in every locale', () => {
    const polling = cases.filter(([, screen]) => screen.polls).map(([path]) => path);
    expect(polling).toEqual(
      cases.map(([path]) => path).filter((path) => path.startsWith('enchanted-link-sent')),
    );
    expect(polling.length).toBe(1 + Object.keys(LOCALES).length);
  });

  it('are one per screen and locale', () => {
    expect([...builtInScreenFiles().keys()].sort()).toEqual(cases.map(([path]) => path).sort());
  });

  it.each(cases)('%s holds the screen', (path, screen: ScreenDocument) => {
    expect(Screen.safeParse(screen).success).toBe(true);
    const page = parseHtml(builtInScreenFiles().get(path)?.body ?? '');
    const nodes = walk(screen.nodes);
    expect(page.querySelector('descope-text[variant="h1"]')?.textContent).toBe(screen.title);
    const inputs = nodes.filter((node) => node.type === 'input');
    expect(attributesOf(page, '[name]', 'name')).toEqual(inputs.map((node) => node.name));
    expect(attributesOf(page, '[name]', 'label')).toEqual(inputs.map((node) => node.label));
    const buttons = nodes.filter((node) => node.type === 'button');
    expect(attributesOf(page, 'descope-button', 'id')).toEqual(
      buttons.map((node) => node.interactionId),
    );
    expect(textsOf(page, 'descope-button')).toEqual(buttons.map((node) => node.label));
    // A screen that waits for a link holds the provider's polling loader, and only such one.
    expect(page.querySelectorAll('[data-type="polling"]').length).toBe(screen.polls ? 1 : 0);
    const texts = nodes.filter((node) => node.type === 'text');
    expect(textsOf(page, 'descope-text')).toEqual(texts.map((node) => String(node.text)));
    // A passcode submits itself; One Tap and the TOTP code are there where the screen has them.
    const passcode = nodes.find((node) => node.inputType === 'passcode');
    if (passcode) {
      expect(page.querySelector('descope-passcode')?.getAttribute('data-auto-submit')).toBe('true');
    }
    const has = (type: string) => nodes.some((node) => node.type === type);
    expect(page.querySelector('descope-one-tap') !== null).toBe(has('oneTap'));
    expect(page.querySelector('descope-totp-image') !== null).toBe(has('totp'));
  });

  it("writes a form value's placeholder as the provider's", () => {
    const page = parseHtml(builtInScreenFiles().get('password.html')?.body ?? '');
    expect(page.querySelector('descope-text[variant="subtitle1"]')?.textContent).toBe(
      '{{form.email}}',
    );
  });
});
