/** An element the allowlist kept, with only its allowlisted attributes (names lowercased). */
export interface ContentElement {
  readonly kind: 'element';
  /** Lowercase tag name: `descope-button`, `span`, ... */
  readonly tag: string;
  /** Allowlisted attributes only, values as written (entities decoded). A null-prototype object. */
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly ContentNode[];
}
/** Text, only ever as text (entities decoded; `{{path}}` placeholders left as written). */
export interface ContentText {
  readonly kind: 'text';
  readonly text: string;
}
/** A `descope-*` component the allowlist does not know: shown as such in development, skipped in production. */
export interface ContentUnsupported {
  readonly kind: 'unsupported';
  readonly tag: string;
  readonly id?: string;
}
export type ContentNode = ContentElement | ContentText | ContentUnsupported;
