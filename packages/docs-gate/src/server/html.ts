import { escapeHtml } from '@gatehouse/core';

/**
 * HTML built from text: every value put into an `html` template is escaped, unless it is itself
 * HTML made by `html`. Only this module turns a string into markup, and only the literal parts
 * of a template, so nothing a reader's token or the manifest holds can become markup. Values
 * are escaped by core's `escapeHtml`, the rule the flow's screens are written with.
 */

/** Markup made by `html`: the only kind of value a template keeps unescaped. */
const made = new WeakSet<Html>();

export interface Html {
  readonly markup: string;
}

type Part = Html | string | number | readonly Part[];

const isHtml = (part: Part): part is Html => typeof part === 'object' && made.has(part as Html);

const render = (part: Part): string => {
  if (isHtml(part)) return part.markup;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
};

/** A template whose values are escaped (lists are joined, `html` parts kept as they are). */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let markup = strings[0] ?? '';
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? '');
  });
  const result: Html = Object.freeze({ markup });
  made.add(result);
  return result;
}
