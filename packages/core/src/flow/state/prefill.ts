import type { Screen, UiNode } from '../nodes';

// Values a screen starts with besides its own (provider-content §2.7): the page's `form`
// option (each entry a plain value, or `{value, disabled}`: the provider copies only
// `disabled` onto the inputs of that name) and the screen state's `form` and `inputs`, which
// the provider sets as the value of every input of that name once the screen is shown.

type Json = Record<string, unknown>;

/** The page's `form` option: values by input name, each plain or `{value, disabled}`. */
export type FormOption = Record<string, unknown>;

const isEntry = (value: unknown): value is { value?: unknown; disabled?: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `form` option's plain values (what flow start sends and placeholders read as `form.x`). */
export function formOptionValues(option: FormOption | undefined): Json {
  const values: Json = {};
  for (const [name, entry] of Object.entries(option ?? {})) {
    const value = isEntry(entry) ? entry.value : entry;
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/** The names the `form` option disables. */
function disabledNames(option: FormOption | undefined): Set<string> {
  return new Set(
    Object.entries(option ?? {})
      .filter(
        ([, entry]) => isEntry(entry) && (entry.disabled === true || entry.disabled === 'true'),
      )
      .map(([name]) => name),
  );
}

/** The screen with the inputs the `form` option disables marked disabled. */
export function applyFormOption(screen: Screen, option: FormOption | undefined): Screen {
  const names = disabledNames(option);
  if (names.size === 0) return screen;
  const mark = (nodes: UiNode[]): UiNode[] =>
    nodes.map((node) => {
      if (node.type === 'container') return { ...node, children: mark(node.children) };
      return node.type === 'input' && names.has(node.name) ? { ...node, disabled: true } : node;
    });
  return { ...screen, nodes: mark(screen.nodes) };
}

const objectOf = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/**
 * The values to prefill, by input name: the `form` option's, then the state's `form`, then its
 * `inputs` (the later wins: the server's own values over the page's).
 */
export function prefillValues(state: Json | undefined, option: FormOption | undefined): Json {
  return { ...formOptionValues(option), ...objectOf(state?.form), ...objectOf(state?.inputs) };
}
