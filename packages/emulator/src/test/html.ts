import { Window } from 'happy-dom';

// Content pages read as a browser reads them (happy-dom's parser), for tests of what the
// emulator serves: screens and widget pages are HTML fragments of the provider's components.

const window = new Window();

/** `html` parsed as a page's body. */
export function parseHtml(html: string): Element {
  const document = new window.DOMParser().parseFromString(
    `<!doctype html><body>${html}</body>`,
    'text/html',
  );
  return document.body as unknown as Element;
}

/** The text of every element matching `selector`, in document order. */
export const textsOf = (root: Element, selector: string): string[] =>
  [...root.querySelectorAll(selector)].map((element) => element.textContent ?? '');

/** An attribute of every element matching `selector`, in document order. */
export const attributesOf = (root: Element, selector: string, name: string): (string | null)[] =>
  [...root.querySelectorAll(selector)].map((element) => element.getAttribute(name));
