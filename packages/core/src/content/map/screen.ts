import { isButtonType } from '../../flow/button-type';
import type { ButtonNode, InputKind, InputNode, Screen, UiNode } from '../../flow/nodes';
import type { ContentElement, ContentNode } from '../tree';
import { attr, count, elementsIn, flag, isHidden, optionsOf, textOf } from './nodes';

// A flow screen read from the provider's HTML (FORMAT25 §4): the content tree the reader kept
// becomes the node tree the renderers draw. The provider's web component reads a screen the
// same way: the interaction of a button is its `id`, an input's key is its `name`, the text of
// `descope-text[data-type=error-message]` is where the screen's error shows, and an element
// with `data-exclude-field` is never submitted.

type Text = Extract<UiNode, { type: 'text' }>;

/** The input kind of each field component. */
const INPUT_TAGS: Readonly<Record<string, InputKind>> = {
  'descope-text-field': 'text',
  'descope-email-field': 'email',
  'descope-password': 'password',
  'descope-new-password': 'password',
  'descope-phone-field': 'phone',
  'descope-checkbox': 'checkbox',
  'descope-passcode': 'passcode',
  'descope-combo-box': 'select',
};

/** The provider's typography, in our text variants (other headings read as subtitles). */
const TEXT_VARIANTS: Readonly<Record<string, Text['variant']>> = {
  h1: 'title',
  h2: 'subtitle',
  h3: 'subtitle',
  subtitle1: 'subtitle',
  subtitle2: 'subtitle',
  body1: 'body',
  body2: 'body',
  caption: 'caption',
};

const BUTTON_VARIANTS: Readonly<Record<string, ButtonNode['variant']>> = {
  contained: 'primary',
  outline: 'secondary',
  link: 'link',
};

/** What cannot be drawn: named, so that development shows it and production skips it. */
const unknown = (component: string, id: string | undefined): UiNode => ({
  type: 'unknown',
  component,
  ...(id && { id }),
});

/** The `id` of an element, when it has a non-empty one. */
const idOf = (element: ContentElement) => attr(element, 'id') || undefined;

function text(element: ContentElement): Text {
  const error = attr(element, 'data-type') === 'error-message';
  const variant = error ? 'error' : TEXT_VARIANTS[attr(element, 'variant') ?? ''];
  const id = idOf(element);
  return { type: 'text', ...(id && { id }), text: textOf(element), ...(variant && { variant }) };
}

/** The optional attributes an input carries, only those present. */
function inputRules(element: ContentElement): Partial<InputNode> {
  const rules: Partial<InputNode> = {};
  const set = <K extends keyof InputNode>(key: K, value: InputNode[K] | undefined) => {
    if (value !== undefined && value !== '') rules[key] = value;
  };
  set('id', idOf(element));
  set('placeholder', attr(element, 'placeholder'));
  if (flag(element, 'required')) rules.required = true;
  set('autoComplete', attr(element, 'autocomplete'));
  set('minLength', count(element, 'minlength'));
  set('maxLength', count(element, 'maxlength'));
  set('pattern', attr(element, 'pattern'));
  set('patternMessage', attr(element, 'data-errormessage-pattern-mismatch'));
  set('value', attr(element, 'value'));
  return rules;
}

function input(element: ContentElement, inputType: InputKind, name: string): InputNode {
  const node: InputNode = {
    type: 'input',
    name,
    inputType,
    label: attr(element, 'label') ?? '',
    ...inputRules(element),
  };
  if (element.tag === 'descope-new-password' && !node.autoComplete) {
    node.autoComplete = 'new-password';
  }
  if (inputType === 'passcode') {
    const digits = count(element, 'digits');
    if (digits) node.digits = digits;
    if (flag(element, 'data-auto-submit')) node.autoSubmit = true;
  }
  if (inputType === 'select') node.options = optionsOf(element);
  return node;
}

/** A plain `<input>`: a hidden value, or a text field. */
function plainInput(element: ContentElement): UiNode {
  const name = attr(element, 'name');
  if (!name) return unknown('input', idOf(element));
  if (attr(element, 'type') === 'hidden') {
    return {
      type: 'input',
      name,
      inputType: 'hidden',
      label: '',
      value: attr(element, 'value') ?? '',
    };
  }
  return input(element, 'text', name);
}

function button(element: ContentElement): UiNode {
  // The provider submits the clicked element's id; without one there is nothing to send.
  const interactionId = idOf(element);
  if (!interactionId || flag(element, 'data-exclude-next')) {
    return unknown(element.tag, interactionId);
  }
  const dataType = attr(element, 'data-type') ?? '';
  const variant =
    dataType === 'sso' ? 'sso' : (BUTTON_VARIANTS[attr(element, 'variant') ?? ''] ?? 'primary');
  const node: ButtonNode = { type: 'button', interactionId, label: textOf(element), variant };
  if (isButtonType(dataType)) node.buttonType = dataType;
  if (flag(element, 'formnovalidate')) node.noValidate = true;
  const autoSubmit = attr(element, 'auto-submit');
  if (autoSubmit === 'true' || autoSubmit === 'false') node.autoSubmit = autoSubmit === 'true';
  const provider = attr(element, 'provider');
  if (provider) node.provider = provider;
  return node;
}

function image(element: ContentElement): UiNode {
  const id = idOf(element);
  // The reader drops an unsafe `src`: an image without one has nothing to show.
  if (!attr(element, 'src')) return unknown(element.tag, id);
  const width = count(element, 'width');
  const height = count(element, 'height');
  return {
    type: 'image',
    ...(id && { id }),
    src: attr(element, 'src') ?? '',
    alt: attr(element, 'alt') ?? '',
    ...(width !== undefined && { width }),
    ...(height !== undefined && { height }),
  };
}

/**
 * The provider's state attributes on the node read from `element`: `{{path}}` in every
 * attribute (`data-has-dynamic-attr-values`), `disabled` (inputs and buttons), `readonly`
 * (inputs). A grouping element's children carry their own.
 */
function withStates(element: ContentElement, node: UiNode): UiNode {
  if (!['text', 'input', 'button', 'link', 'image'].includes(node.type)) return node;
  const states: { dynamicAttrs?: true; disabled?: true; readOnly?: true } = {};
  if (flag(element, 'data-has-dynamic-attr-values')) states.dynamicAttrs = true;
  if ((node.type === 'input' || node.type === 'button') && flag(element, 'disabled')) {
    states.disabled = true;
  }
  if (node.type === 'input' && flag(element, 'readonly')) states.readOnly = true;
  return { ...node, ...states };
}

/** One element as nodes: none when hidden, its children when it only groups them. */
function fromElement(element: ContentElement): UiNode[] {
  if (isHidden(element)) return [];
  const nodes = nodesOf(element);
  return element.tag === 'div' || element.tag === 'span'
    ? nodes
    : nodes.map((node) => withStates(element, node));
}

function nodesOf(element: ContentElement): UiNode[] {
  const { tag } = element;
  const id = idOf(element);
  const inputType = INPUT_TAGS[tag];
  if (inputType) {
    const name = attr(element, 'name');
    // Not submitted (`data-exclude-field`) or without a key: no input of ours fits it.
    if (!name || flag(element, 'data-exclude-field')) return [unknown(tag, id)];
    return [input(element, inputType, name)];
  }
  switch (tag) {
    case 'descope-container': {
      const direction = attr(element, 'direction');
      return [
        {
          type: 'container',
          ...(id && { id }),
          ...((direction === 'row' || direction === 'column') && { direction }),
          children: fromNodes(element.children),
        },
      ];
    }
    case 'descope-text':
    case 'descope-enriched-text':
      return [text(element)];
    case 'descope-button':
      return [button(element)];
    case 'descope-link': {
      const href = attr(element, 'href');
      if (href === undefined) return [unknown(tag, id)];
      return [{ type: 'link', ...(id && { id }), href, text: textOf(element) }];
    }
    case 'descope-image':
      return [image(element)];
    case 'descope-totp-image':
      return [{ type: 'totp', ...(id && { id }) }];
    case 'descope-one-tap': {
      if (!id) return [unknown(tag, id)];
      const provider = attr(element, 'provider');
      return [{ type: 'oneTap', id, ...(provider && { provider }) }];
    }
    case 'input':
      return [plainInput(element)];
    case 'descope-loader-linear':
    case 'descope-loader-radial':
      // A polling loader is the screen's `polls` mark (the engine shows its own busy state);
      // any other loader is a component this engine does not draw.
      return isPollingMark(element) ? [] : [unknown(tag, id)];
    case 'div':
    case 'span':
      return fromNodes(element.children);
    default:
      return [unknown(tag, id)];
  }
}

function fromNodes(nodes: readonly ContentNode[]): UiNode[] {
  return nodes.flatMap((node): UiNode[] => {
    if (node.kind === 'element') return fromElement(node);
    if (node.kind === 'unsupported') return [unknown(node.tag, node.id)];
    const value = node.text.trim();
    return value ? [{ type: 'text', text: value, variant: 'body' }] : [];
  });
}

/** The screen's title: the text of its first `descope-text variant="h1"`. */
function titleOf(nodes: readonly ContentNode[]): string | undefined {
  for (const element of elementsIn(nodes)) {
    if (element.tag === 'descope-text' && attr(element, 'variant') === 'h1') {
      return textOf(element);
    }
    const inner = titleOf(element.children);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** The provider's mark of a screen that polls: any element `data-type="polling"`. */
const isPollingMark = (element: ContentElement) => attr(element, 'data-type') === 'polling';

/** Whether any element of `nodes`, hidden ones included, marks the screen as polling. */
function polls(nodes: readonly ContentNode[]): boolean {
  return elementsIn(nodes).some((element) => isPollingMark(element) || polls(element.children));
}

/**
 * The screen `screenId` from its file's content (FORMAT25 §4). Never throws: an element this
 * engine cannot draw becomes `{type: 'unknown', component}`, hidden elements are left out.
 */
export function screenFromContent(screenId: string, nodes: readonly ContentNode[]): Screen {
  const title = titleOf(nodes);
  return {
    id: screenId,
    ...(title !== undefined && { title }),
    nodes: fromNodes(nodes),
    ...(polls(nodes) && { polls: true as const }),
  };
}
