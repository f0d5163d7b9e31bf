import {
  type ButtonNode,
  buttonTypeOf,
  type InputNode,
  type Screen,
  type UiNode,
} from '../../flow/nodes';
import { type Attrs, element, placeholders, placeholderText, text, voidElement } from './element';
import { safeUrl } from './escape';

// A flow screen (Gatehouse's node tree) as the provider's screen file `{screenId}.html`: a
// fragment of `descope-*` elements, one per node, in order (FORMAT25 §4). The screen's title
// is its first `descope-text variant="h1"`, so it is not written apart.

const TEXT_VARIANTS = { title: 'h1', subtitle: 'subtitle1', body: 'body1', caption: 'caption' };

const FIELD_TAGS: Partial<Record<InputNode['inputType'], string>> = {
  text: 'descope-text-field',
  email: 'descope-email-field',
  password: 'descope-password',
  phone: 'descope-phone-field',
  checkbox: 'descope-checkbox',
};

const BUTTON_VARIANTS: Record<ButtonNode['variant'], string> = {
  primary: 'contained',
  secondary: 'outline',
  sso: 'outline',
  link: 'link',
};

/** A password field that asks for a new password is the provider's new-password component. */
const isNewPassword = (node: InputNode) =>
  node.inputType === 'password' && /(^|\s)new-password(\s|$)/.test(node.autoComplete ?? '');

/**
 * How the provider's own screens lay a control out: one per row across the form (`full-width`),
 * and a button in its colour role (`mode`; the UI library's theme colours a button only by it).
 * Read by no mapper: look only, as in the provider's exports.
 */
const FULL_WIDTH: Attrs = { 'full-width': true };

type Stated = { dynamicAttrs?: boolean; disabled?: boolean; readOnly?: boolean };

/** The node's state attributes, as the provider writes them (the mapper reads them back). */
const states = (node: Stated): Attrs => ({
  'data-has-dynamic-attr-values': node.dynamicAttrs,
  disabled: node.disabled,
  readonly: node.readOnly,
});

/**
 * An attribute's value as written: with `data-has-dynamic-attr-values` its `{{path}}`
 * placeholders are the provider's, kept; otherwise its braces are broken (element.ts).
 */
const attrValue = (node: Stated, value: string | undefined) =>
  node.dynamicAttrs && value !== undefined ? placeholders(value) : value;

function input(node: InputNode): string {
  const { name, id } = node;
  const label = attrValue(node, node.label);
  if (node.inputType === 'hidden') {
    return voidElement('input', { type: 'hidden', name, value: node.value ?? '' });
  }
  if (node.inputType === 'passcode') {
    return element('descope-passcode', {
      name,
      label,
      digits: node.digits ?? 6,
      'data-auto-submit': node.autoSubmit,
      autocomplete: node.autoComplete,
      required: node.required,
      id,
      ...states(node),
    });
  }
  if (node.inputType === 'select') {
    const options = (node.options ?? []).map((option) =>
      element('span', { 'data-name': option.label, 'data-id': option.value }, [text(option.label)]),
    );
    const placeholder = attrValue(node, node.placeholder);
    const attrs = {
      name,
      label,
      required: node.required,
      placeholder,
      ...FULL_WIDTH,
      id,
      ...states(node),
    };
    return element('descope-combo-box', attrs, options);
  }
  const tag = isNewPassword(node) ? 'descope-new-password' : FIELD_TAGS[node.inputType];
  return element(tag ?? 'descope-text-field', {
    name,
    label,
    placeholder: attrValue(node, node.placeholder),
    required: node.required,
    autocomplete: node.autoComplete,
    minlength: node.minLength,
    maxlength: node.maxLength,
    pattern: node.pattern,
    'data-errormessage-pattern-mismatch': attrValue(node, node.patternMessage),
    value: attrValue(node, node.value),
    ...FULL_WIDTH,
    id,
    ...states(node),
  });
}

function button(node: ButtonNode): string {
  const attrs: Attrs = {
    // The provider's interaction id is the element's id: the node's own id is not kept.
    id: node.interactionId,
    variant: BUTTON_VARIANTS[node.variant],
    'data-type': buttonTypeOf(node),
    formnovalidate: node.noValidate,
    'auto-submit': node.autoSubmit === undefined ? undefined : String(node.autoSubmit),
    provider: node.provider,
    mode: 'primary',
    ...FULL_WIDTH,
    ...states(node),
  };
  return element('descope-button', attrs, [text(node.label)]);
}

function nodeHtml(node: UiNode): string {
  switch (node.type) {
    case 'container':
      return element(
        'descope-container',
        { direction: node.direction ?? 'column', id: node.id },
        node.children.map(nodeHtml),
      );
    case 'text': {
      const content = [placeholderText(node.text)];
      if (node.variant === 'error') {
        const attrs = {
          'data-type': 'error-message',
          mode: 'error',
          variant: 'body2',
          ...FULL_WIDTH,
          id: node.id,
          ...states(node),
        };
        return element('descope-text', attrs, content);
      }
      return element(
        'descope-text',
        {
          variant: TEXT_VARIANTS[node.variant ?? 'body'],
          ...FULL_WIDTH,
          id: node.id,
          ...states(node),
        },
        content,
      );
    }
    case 'input':
      return input(node);
    case 'button':
      return button(node);
    case 'link': {
      // Checked as written; a placeholder in it is filled (and checked again) with the state.
      const safe = safeUrl(node.href);
      const href = safe === undefined ? undefined : placeholders(safe);
      const attrs = { href, id: node.id, ...states(node) };
      return element('descope-link', attrs, [placeholderText(node.text)]);
    }
    case 'image': {
      const { alt, width, height, id } = node;
      return element('descope-image', {
        src: safeUrl(node.src, { image: true }),
        alt: attrValue(node, alt),
        width,
        height,
        id,
        ...states(node),
      });
    }
    case 'totp':
      return element('descope-totp-image', { id: node.id });
    case 'oneTap':
      return element('descope-one-tap', { id: node.id, provider: node.provider });
    default:
      // An unknown node was read from a component this engine does not know: nothing to write.
      return '';
  }
}

/** The provider's mark of a screen that polls (its web component sends `polling` for it). */
const pollingMark = () => element('descope-loader-radial', { 'data-type': 'polling' });

/** `screen` as the provider's screen file: its nodes in order, no wrapper. */
export const screenToHtml = (screen: Screen): string =>
  [...screen.nodes.map(nodeHtml), ...(screen.polls ? [pollingMark()] : [])].join('\n');
