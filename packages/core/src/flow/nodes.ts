import * as z from 'zod/mini';

// Flow screens and widget layouts are JSON documents of UI nodes, never HTML: a renderer
// (React, the custom element, or a headless app) maps each node to its own controls, so no
// template can run script. The model is Ory Kratos' UI nodes. Text is plain text: `{name}`
// placeholders are filled from the screen's form values and rendered as text.

const str = z.optional(z.string());

export const TextNode = z.object({
  type: z.literal('text'),
  id: str,
  text: z.string(),
  variant: z.optional(z.enum(['title', 'subtitle', 'body', 'caption', 'error'])),
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
  type: z.literal('input'),
  id: str,
  /** The key of this value in the submitted input. */
  name: z.string(),
  inputType: InputKind,
  label: z.string(),
  placeholder: str,
  required: z.optional(z.boolean()),
  autoComplete: str,
  minLength: z.optional(z.number()),
  maxLength: z.optional(z.number()),
  /** A regular expression the whole value must match, with the message shown when not. */
  pattern: str,
  patternMessage: str,
  /** `select` choices. */
  options: z.optional(z.array(z.object({ value: z.string(), label: z.string() }))),
  /** `passcode` length (6 by default). */
  digits: z.optional(z.number()),
  /** A `passcode` that submits by itself once valid. */
  autoSubmit: z.optional(z.boolean()),
  /** The initial value, or the value of a hidden input. */
  value: str,
});
export type InputNode = z.infer<typeof InputNode>;

export const ButtonNode = z.object({
  type: z.literal('button'),
  id: str,
  /** What the flow receives as `interactionId` when this button submits. */
  interactionId: z.string(),
  label: z.string(),
  variant: z.enum(['primary', 'secondary', 'sso', 'link']),
  /** Submit without validating the inputs (e.g. "Back", "Resend"). */
  noValidate: z.optional(z.boolean()),
  /** The button Enter presses when several buttons exist (spec 001 §5). */
  autoSubmit: z.optional(z.boolean()),
  /** For SSO buttons: the identity provider, for its icon and name. */
  provider: str,
});
export type ButtonNode = z.infer<typeof ButtonNode>;

export const ImageNode = z.object({
  type: z.literal('image'),
  id: str,
  src: z.string(),
  alt: z.string(),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
});

export const LinkNode = z.object({
  type: z.literal('link'),
  id: str,
  href: z.string(),
  text: z.string(),
});

/** The TOTP enrolment QR code and key, taken from the screen state's `totp`. */
export const TotpNode = z.object({ type: z.literal('totp'), id: str });

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
  | ContainerNodeShape;

export const UiNode: z.ZodMiniType<UiNode> = z.lazy(() =>
  z.union([TextNode, InputNode, ButtonNode, ImageNode, LinkNode, TotpNode, ContainerNode]),
);

export const ContainerNode: z.ZodMiniType<ContainerNodeShape> = z.object({
  type: z.literal('container'),
  id: str,
  direction: z.optional(z.enum(['row', 'column'])),
  children: z.array(UiNode),
});

/** A flow screen document: `{screenId}.json` or `{screenId}-{locale}.json`. */
export const Screen = z.object({
  id: z.string(),
  title: str,
  nodes: z.array(UiNode),
});
export type Screen = z.infer<typeof Screen>;

/** Safe http(s) or data:image URLs only: a screen can never carry a javascript: link. */
export function isSafeUrl(url: string, { images = false } = {}): boolean {
  if (images && /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,/i.test(url)) return true;
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}
