import type { Screen, UiNode } from '../nodes';
import { isSafeUrl } from '../safe-url';

// `componentsConfig` (provider-content §2.7): attributes set on components by the flow's
// config, its start condition and the screen state, merged in that order. Every key but
// `componentsDynamicAttrs` is an element `name`, its value the attributes to set on every
// node with that name (a select's options as `data`, a `label`, `required`...).
// `componentsDynamicAttrs` maps a selector to `{attributes}`: only `[name="x"]`,
// `[data-name="x"]` (read as the node's name: our nodes carry no other) and `#id` are
// understood; any other selector is ignored. Attributes are the provider's names, mapped onto
// our node fields by the table below; an attribute a node type does not have is ignored, and
// each value is checked for its field, so a config can set a label but never a script.

type Json = Record<string, unknown>;
type Field = (value: unknown) => unknown;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const MAX_TEXT = 2000;
const MAX_OPTIONS = 1000;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value).slice(0, MAX_TEXT)
    : undefined;

const bool: Field = (value) => {
  if (value === true || value === 'true' || value === '') return true;
  if (value === false || value === 'false') return false;
  return undefined;
};

const count: Field = (value) => {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : undefined;
};

/** A select's options: an array (or its JSON) of values or `{value|id, label|name}`. */
const options: Field = (value) => {
  let list = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(list)) return undefined;
  const out: { value: string; label: string }[] = [];
  for (const item of list.slice(0, MAX_OPTIONS)) {
    if (typeof item === 'string' || typeof item === 'number') {
      out.push({ value: String(item), label: String(item) });
    } else if (isObject(item)) {
      const val = text(item.value ?? item.id);
      const label = text(item.label ?? item.name ?? item.value ?? item.id);
      if (typeof val === 'string' && typeof label === 'string') out.push({ value: val, label });
    }
  }
  return out;
};

const href: Field = (value) => (typeof value === 'string' && isSafeUrl(value) ? value : undefined);
const src: Field = (value) =>
  typeof value === 'string' && isSafeUrl(value, { images: true }) ? value : undefined;

/** The provider's attribute names, per node type, as [our field, its check]. */
const ATTRIBUTES: Partial<Record<UiNode['type'], Record<string, [string, Field]>>> = {
  input: {
    label: ['label', text],
    placeholder: ['placeholder', text],
    required: ['required', bool],
    value: ['value', text],
    minlength: ['minLength', count],
    maxlength: ['maxLength', count],
    pattern: ['pattern', text],
    'data-errormessage-pattern-mismatch': ['patternMessage', text],
    autocomplete: ['autoComplete', text],
    digits: ['digits', count],
    data: ['options', options],
    options: ['options', options],
    disabled: ['disabled', bool],
    readonly: ['readOnly', bool],
  },
  button: { disabled: ['disabled', bool] },
  link: { href: ['href', href] },
  image: {
    src: ['src', src],
    alt: ['alt', text],
    width: ['width', count],
    height: ['height', count],
  },
};

/** `node` with `attributes` set, each mapped to its field and checked; others ignored. */
export function setAttributes(node: UiNode, attributes: unknown): UiNode {
  const table = ATTRIBUTES[node.type];
  if (!table || !isObject(attributes)) return node;
  const out: Json = { ...node };
  for (const [name, raw] of Object.entries(attributes)) {
    const entry = Object.hasOwn(table, name.toLowerCase()) ? table[name.toLowerCase()] : undefined;
    if (!entry) continue;
    const value = entry[1](raw);
    if (value !== undefined) out[entry[0]] = value;
  }
  return out as unknown as UiNode;
}

/** A selector of `componentsDynamicAttrs` as what it matches, or undefined when not understood. */
function matcherOf(selector: string): ((node: UiNode) => boolean) | undefined {
  const byName = /^\s*\[\s*(?:data-)?name\s*=\s*(["']?)([^"'\]]+)\1\s*\]\s*$/.exec(selector);
  if (byName) {
    const name = byName[2];
    return (node) => node.type === 'input' && node.name === name;
  }
  const byId = /^\s*#([\w-]+)\s*$/.exec(selector);
  if (byId) {
    const id = byId[1];
    return (node) => node.id === id || (node.type === 'button' && node.interactionId === id);
  }
  return undefined;
}

const DYNAMIC = 'componentsDynamicAttrs';

/** The sources merged in order (later wins, attribute by attribute). */
export function mergeComponentsConfig(...sources: unknown[]): Json {
  const merged: Json = {};
  for (const source of sources) {
    if (!isObject(source)) continue;
    for (const [key, value] of Object.entries(source)) {
      if (!isObject(value)) continue;
      if (key === DYNAMIC) {
        const dynamic: Json = { ...(merged[DYNAMIC] as Json | undefined) };
        for (const [selector, entry] of Object.entries(value)) {
          if (!isObject(entry) || !isObject(entry.attributes)) continue;
          const before = isObject(dynamic[selector]) ? (dynamic[selector] as Json).attributes : {};
          dynamic[selector] = { attributes: { ...(before as Json), ...entry.attributes } };
        }
        merged[DYNAMIC] = dynamic;
      } else {
        merged[key] = { ...(merged[key] as Json | undefined), ...value };
      }
    }
  }
  return merged;
}

function mapNodes(nodes: UiNode[], change: (node: UiNode) => UiNode): UiNode[] {
  return nodes.map((node) => {
    const changed = change(node);
    return changed.type === 'container'
      ? { ...changed, children: mapNodes(changed.children, change) }
      : changed;
  });
}

/** The screen with a merged componentsConfig applied (see `mergeComponentsConfig`). */
export function applyComponentsConfig(screen: Screen, config: Json): Screen {
  const byName = Object.entries(config).filter(([key]) => key !== DYNAMIC);
  const dynamic = Object.entries(isObject(config[DYNAMIC]) ? config[DYNAMIC] : {}).flatMap(
    ([selector, entry]) => {
      const matches = matcherOf(selector);
      return matches && isObject(entry) ? [{ matches, attributes: entry.attributes }] : [];
    },
  );
  if (byName.length === 0 && dynamic.length === 0) return screen;
  const names = new Map(byName);
  return {
    ...screen,
    nodes: mapNodes(screen.nodes, (node) => {
      let out = node;
      if (node.type === 'input' && names.has(node.name))
        out = setAttributes(out, names.get(node.name));
      for (const { matches, attributes } of dynamic) {
        if (matches(node)) out = setAttributes(out, attributes);
      }
      return out;
    }),
  };
}

/** The componentsConfig step of `applyScreenState`: the sources merged in order, then applied. */
export const configureScreen = (screen: Screen, sources: readonly unknown[]): Screen =>
  applyComponentsConfig(screen, mergeComponentsConfig(...sources));
