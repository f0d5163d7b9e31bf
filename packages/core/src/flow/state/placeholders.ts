import type { Screen, UiNode } from '../nodes';
import { isSafeUrl } from '../safe-url';

// The provider's `{{path}}` placeholders (FORMAT25 §4, provider-content §2.7): a dotted path
// into the screen state, filled in the text and href of text and link nodes, and in every
// attribute of a node marked `dynamicAttrs`. A missing or falsy value (0 and false too) reads
// as the empty string. The result is plain text a renderer shows as text, so a value never
// becomes markup; an href filled from state is checked again, as a template is not a URL.

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

type Values = Readonly<Record<string, unknown>>;

/** The value at a dotted path, as text: only a truthy text, number or boolean shows. */
function valueAt(values: Values, path: string): string {
  let at: unknown = values;
  for (const key of path.split('.')) {
    at =
      typeof at === 'object' && at !== null && Object.hasOwn(at, key)
        ? (at as Values)[key]
        : undefined;
  }
  if (!at) return '';
  return typeof at === 'string' || typeof at === 'number' || typeof at === 'boolean'
    ? String(at)
    : '';
}

/** `text` with each `{{path}}` replaced by its value in `values` (falsy: ''). */
export function fillPlaceholders(text: string, values: Values): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_, path: string) => valueAt(values, path));
}

/** An href filled from state: kept only when it is still a safe link (http(s), mailto, ...). */
function fillHref(href: string, values: Values): string {
  const filled = fillPlaceholders(href, values);
  return filled === href || isSafeUrl(filled) ? filled : '';
}

/** An image source filled from state, checked as an image URL again. */
function fillSrc(src: string, values: Values): string {
  const filled = fillPlaceholders(src, values);
  return filled === src || isSafeUrl(filled, { images: true }) ? filled : '';
}

/**
 * The node fields that are attributes of the provider's element: what `dynamicAttrs` fills.
 * Names, ids, kinds and interaction ids are structure, never filled.
 */
const ATTRIBUTE_FIELDS = ['label', 'placeholder', 'value', 'alt', 'patternMessage'] as const;

function fillNode(node: UiNode, values: Values): UiNode {
  if (node.type === 'container') {
    return { ...node, children: node.children.map((child) => fillNode(child, values)) };
  }
  const out: Record<string, unknown> = { ...node };
  if (node.type === 'text' || node.type === 'link') out.text = fillPlaceholders(node.text, values);
  if (node.type === 'link') out.href = fillHref(node.href, values);
  if ('dynamicAttrs' in node && node.dynamicAttrs) {
    for (const field of ATTRIBUTE_FIELDS) {
      const value = out[field];
      if (typeof value === 'string') out[field] = fillPlaceholders(value, values);
    }
    if (node.type === 'image') out.src = fillSrc(node.src, values);
  }
  return out as unknown as UiNode;
}

/** The screen with its placeholders filled from `values` (the screen state, see `placeholderValues`). */
export function applyPlaceholders(screen: Screen, values: Values): Screen {
  return {
    ...screen,
    ...(screen.title !== undefined && { title: fillPlaceholders(screen.title, values) }),
    nodes: screen.nodes.map((node) => fillNode(node, values)),
  };
}

export interface LastAuth {
  loginId?: string;
  name?: string;
}

/**
 * What placeholders read, as the provider's component builds it: the screen state, with
 * `lastAuth.loginId`/`lastAuth.name` from the remembered user (unless the state has them) and the `form` option's values
 * merged under `form` (the state's own `form` wins: it is the server's).
 */
export function placeholderValues(
  state: Values,
  lastAuth: LastAuth | undefined,
  formOption: Values | undefined,
): Values {
  const stateForm = state.form && typeof state.form === 'object' ? (state.form as Values) : {};
  const stateLast =
    state.lastAuth && typeof state.lastAuth === 'object' ? (state.lastAuth as Values) : {};
  return {
    ...state,
    lastAuth: { loginId: lastAuth?.loginId, name: lastAuth?.name, ...stateLast },
    form: { ...formOption, ...stateForm },
  };
}
