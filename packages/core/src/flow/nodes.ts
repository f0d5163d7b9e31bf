import * as z from 'zod/mini';

// `/* @__PURE__ */` marks each schema call as free of side effects, so bundlers drop the
// schemas from apps that import only createClient (scripts/size.mjs checks the budget).

// Flow screens and widget layouts are JSON documents of UI nodes, never HTML: a renderer
// (React, the custom element, or a headless app) maps each node to its own controls, so no
// template can run script. The model is Ory Kratos' UI nodes. Text is plain text: `{name}`
// placeholders are filled from the screen's form values and rendered as text.

const str = /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string());

export const TextNode = /* @__PURE__ */ z.object({
  type: /* @__PURE__ */ z.literal('text'),
  id: str,
  text: /* @__PURE__ */ z.string(),
  variant: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.enum(['title', 'subtitle', 'body', 'caption', 'error']),
  ),
});

export const InputKind = /* @__PURE__ */ z.enum([
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

export const InputNode = /* @__PURE__ */ z.object({
  type: /* @__PURE__ */ z.literal('input'),
  id: str,
  /** The key of this value in the submitted input. */
  name: /* @__PURE__ */ z.string(),
  inputType: InputKind,
  label: /* @__PURE__ */ z.string(),
  placeholder: str,
  required: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  autoComplete: str,
  minLength: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
  maxLength: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
  /** A regular expression the whole value must match, with the message shown when not. */
  pattern: str,
  patternMessage: str,
  /** `select` choices. */
  options: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.object({
        value: /* @__PURE__ */ z.string(),
        label: /* @__PURE__ */ z.string(),
      }),
    ),
  ),
  /** `passcode` length (6 by default). */
  digits: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
  /** A `passcode` that submits by itself once valid. */
  autoSubmit: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** The initial value, or the value of a hidden input. */
  value: str,
});
export type InputNode = z.infer<typeof InputNode>;

export const ButtonNode = /* @__PURE__ */ z.object({
  type: /* @__PURE__ */ z.literal('button'),
  id: str,
  /** What the flow receives as `interactionId` when this button submits. */
  interactionId: /* @__PURE__ */ z.string(),
  label: /* @__PURE__ */ z.string(),
  variant: /* @__PURE__ */ z.enum(['primary', 'secondary', 'sso', 'link']),
  /** Submit without validating the inputs (e.g. "Back", "Resend"). */
  noValidate: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** The button Enter presses when several buttons exist (spec 001 §5). */
  autoSubmit: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** For SSO buttons: the identity provider, for its icon and name. */
  provider: str,
});
export type ButtonNode = z.infer<typeof ButtonNode>;

export const ImageNode = /* @__PURE__ */ z.object({
  type: /* @__PURE__ */ z.literal('image'),
  id: str,
  src: /* @__PURE__ */ z.string(),
  alt: /* @__PURE__ */ z.string(),
  width: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
  height: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
});

export const LinkNode = /* @__PURE__ */ z.object({
  type: /* @__PURE__ */ z.literal('link'),
  id: str,
  href: /* @__PURE__ */ z.string(),
  text: /* @__PURE__ */ z.string(),
});

/** The TOTP enrolment QR code and key, taken from the screen state's `totp`. */
export const TotpNode = /* @__PURE__ */ z.object({
  type: /* @__PURE__ */ z.literal('totp'),
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
  | ContainerNodeShape;

export const UiNode: z.ZodMiniType<UiNode> = /* @__PURE__ */ z.lazy(() =>
  /* @__PURE__ */ z.union([
    TextNode,
    InputNode,
    ButtonNode,
    ImageNode,
    LinkNode,
    TotpNode,
    ContainerNode,
  ]),
);

export const ContainerNode: z.ZodMiniType<ContainerNodeShape> = /* @__PURE__ */ z.object({
  type: /* @__PURE__ */ z.literal('container'),
  id: str,
  direction: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(['row', 'column'])),
  children: /* @__PURE__ */ z.array(UiNode),
});

/** A flow screen document: `{screenId}.json` or `{screenId}-{locale}.json`. */
export const Screen = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string(),
  title: str,
  nodes: /* @__PURE__ */ z.array(UiNode),
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
