import * as z from 'zod/mini';
import { bool, num, str } from '../schemas/common';
import { BUTTON_TYPES } from './button-type';

export { BUTTON_TYPES, type ButtonType, buttonTypeOf } from './button-type';
export { isSafeUrl } from './safe-url';

// Flow screens and widget layouts are JSON documents of UI nodes, never HTML: a renderer
// (React, the custom element, or a headless app) maps each node to its own controls, so no
// template can run script. The model is Ory Kratos' UI nodes. Text is plain text: the
// provider's `{{path}}` placeholders are filled from the screen state by the engine
// (flow/state/placeholders.ts) and rendered as text.

/**
 * The provider's `data-has-dynamic-attr-values`: `{{path}}` placeholders are filled in every
 * attribute of this node (its label, placeholder, value, src, alt...), not only in its text.
 */
const dynamicAttrs = bool;

export const TextNode = z.object({
  type: z.enum(['text']),
  id: str,
  text: z.string(),
  variant: z.optional(z.enum(['title', 'subtitle', 'body', 'caption', 'error'])),
  dynamicAttrs,
});

export const InputKind = z.enum([
  'text',
  'email',
  'phone',
  'password',
  'passcode',
  'checkbox',
  'select',
  'hidden',
]);
export type InputKind = z.infer<typeof InputKind>;

export const InputNode = z.object({
  type: z.enum(['input']),
  id: str,
  /** The key of this value in the submitted input. */
  name: z.string(),
  inputType: InputKind,
  label: z.string(),
  placeholder: str,
  required: bool,
  autoComplete: str,
  minLength: num,
  maxLength: num,
  /** A regular expression the whole value must match, with the message shown when not. */
  pattern: str,
  patternMessage: str,
  /** `select` choices. */
  options: z.optional(
    z.array(
      z.object({
        value: z.string(),
        label: z.string(),
      }),
    ),
  ),
  /** `passcode` length (6 by default). */
  digits: num,
  /** A `passcode` that submits by itself once valid. */
  autoSubmit: bool,
  /** The initial value, or the value of a hidden input. */
  value: str,
  /**
   * Shown, not editable, not validated (a disabled control is barred from validation), its
   * value still submitted as the provider's component does: componentsState `disable`, or the
   * `form` option's `{value, disabled: true}`.
   */
  disabled: bool,
  /** Shown and submitted, not editable (componentsState `read-only`). */
  readOnly: bool,
  dynamicAttrs,
});
export type InputNode = z.infer<typeof InputNode>;

export const ButtonNode = z.object({
  type: z.enum(['button']),
  id: str,
  /** What the flow receives as `interactionId` when this button submits. */
  interactionId: z.string(),
  label: z.string(),
  variant: z.enum(['primary', 'secondary', 'sso', 'link']),
  /** Submit without validating the inputs (e.g. "Back", "Resend"). */
  noValidate: bool,
  /**
   * Enter's choice (spec 001 §5): `true` makes it the button Enter presses among several;
   * `false` keeps Enter off it even when it is the only one.
   */
  autoSubmit: bool,
  /**
   * What the button does, as Enter's rules and passkey support read it: `button` (a submit),
   * `sso` (a single sign-on provider), `biometrics` (a passkey: disabled where the browser has
   * no WebAuthn). Absent: `sso` for the sso variant, else `button` (see `buttonTypeOf`).
   */
  buttonType: z.optional(z.enum(BUTTON_TYPES)),
  /** For SSO buttons: the identity provider, for its icon and name. */
  provider: str,
  /** Shown, not pressable (componentsState `disable`). */
  disabled: bool,
  dynamicAttrs,
});
export type ButtonNode = z.infer<typeof ButtonNode>;

export const ImageNode = z.object({
  type: z.enum(['image']),
  id: str,
  src: z.string(),
  alt: z.string(),
  width: num,
  height: num,
  dynamicAttrs,
});

export const LinkNode = z.object({
  type: z.enum(['link']),
  id: str,
  href: z.string(),
  text: z.string(),
  dynamicAttrs,
});

/** The TOTP enrolment QR code and key, taken from the screen state's `totp`. */
export const TotpNode = z.object({
  type: z.enum(['totp']),
  id: str,
});

/**
 * Google One Tap: while a screen with this node is shown, the engine loads Google's sign-in
 * client, prompts, and submits the chosen account's id token with the node's `id` as the
 * interaction (`{provider, idToken, nonce}`). It renders nothing itself: the prompt is
 * Google's own UI.
 */
export const OneTapNode = z.object({
  type: z.enum(['oneTap']),
  /** The interaction the chosen account is submitted with. */
  id: z.string(),
  /** The One Tap provider (the client id is asked for by it); `google` by default. */
  provider: str,
});
export type OneTapNode = z.infer<typeof OneTapNode>;

/**
 * A component of the provider's screen that this engine does not draw (content/map/screen.ts
 * makes it from an unsupported or undrawable element), so one new component does not cost the
 * whole screen: the engine logs its name and renderers skip it (or name it, with `debug`).
 */
export interface UnknownNode {
  type: 'unknown';
  /** The node's own `type`. */
  component: string;
  id?: string;
}

/** A component this engine does not draw, as the screen mapper names it. */
const Unknown = z.object({
  type: z.enum(['unknown']),
  component: z.string(),
  id: str,
});

export interface ContainerNodeShape {
  type: 'container';
  id?: string;
  direction?: 'row' | 'column';
  children: UiNode[];
}

export type UiNode =
  | z.infer<typeof TextNode>
  | InputNode
  | ButtonNode
  | z.infer<typeof ImageNode>
  | z.infer<typeof LinkNode>
  | z.infer<typeof TotpNode>
  | OneTapNode
  | ContainerNodeShape
  | UnknownNode;

// A container's children are nodes: the getter defers the reference, so the two schemas can
// name each other (zod reads an object's shape when it first parses).
export const ContainerNode: z.ZodMiniType<ContainerNodeShape> = z.object({
  type: z.enum(['container']),
  id: str,
  direction: z.optional(z.enum(['row', 'column'])),
  get children() {
    return z.array(UiNode);
  },
});

export const UiNode: z.ZodMiniType<UiNode> = z.union([
  TextNode,
  InputNode,
  ButtonNode,
  ImageNode,
  LinkNode,
  TotpNode,
  OneTapNode,
  ContainerNode,
  Unknown,
]);

/** A flow screen document: `{screenId}.json` or `{screenId}-{locale}.json`. */
export const Screen = z.object({
  id: z.string(),
  title: str,
  nodes: z.array(UiNode),
  /**
   * The screen waits for something done elsewhere (an email link opened on another device):
   * the provider marks it with a loader `[data-type=polling]`, and a client that shows it asks
   * the server with the `polling` interaction until the answer moves on. A boolean rather than
   * `z.literal(true)`: the screen reader maps the mark to `true` or leaves it out, and a literal
   * would bring zod's literal type into the code every flow loads up front (the engine shares
   * zod with the reader's chunk), for no case a boolean lets through.
   */
  polls: bool,
});
export type Screen = z.infer<typeof Screen>;
