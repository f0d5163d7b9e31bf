// The allowlist of the provider's HTML content: which elements and attributes the reader keeps.
// Data only: the reader applies it (keep.ts), core's README prints it (a test keeps the table in
// step), and the emulator may list it. Everything not named here is dropped.

/**
 * How an attribute's value is checked before it is kept (a value that fails drops the
 * attribute, never the element):
 * - `text`: any text (it only ever reaches the page as an attribute value or as text);
 * - `href`: a link: `http:`, `https:`, `mailto:`, `otpauth:` or a relative path (a `{{path}}`
 *   placeholder counts as one: whoever fills it checks the result again);
 * - `src`: as `href`, plus `data:image/(png|jpeg|gif|webp|svg+xml);base64,` images;
 * - `css`: one CSS value: no `;{}<>\`, no `url(` nor another function that loads or runs
 *   something, at most 200 characters;
 * - a list: the value must be one of these words.
 */
export type ContentValueCheck = 'text' | 'href' | 'src' | 'css' | readonly string[];

/** Where a tag comes from, for the documentation. */
export type ContentTagSource = 'provider' | 'gatehouse' | 'html';

export interface ContentTagRule {
  readonly source: ContentTagSource;
  /**
   * The only attributes this tag keeps, with their checks. Absent: the shared attributes
   * (`CONTENT_ATTRIBUTES` and `CONTENT_ATTRIBUTE_FAMILIES`).
   */
  readonly attributes?: Readonly<Record<string, ContentValueCheck>>;
  /** Why the tag is here, when it is not a component of the provider's UI library. */
  readonly note?: string;
}

/** The provider's UI components (provider-content.md §3.1 and §3.2): the shared attributes. */
const provider: ContentTagRule = { source: 'provider' };

/** SVG icons inside components: their drawing only, no `style`, no `slot`, no events. */
const SVG_ATTRIBUTES = {
  xmlns: 'text',
  viewbox: 'text',
  d: 'text',
  fill: 'css',
  width: 'text',
  height: 'text',
} as const;

/** Every tag the reader keeps. A `descope-*` tag not listed here becomes an "unsupported" node. */
export const CONTENT_TAGS: Readonly<Record<string, ContentTagRule>> = {
  'descope-address-field': provider,
  'descope-alert': provider,
  'descope-anchored': provider,
  'descope-apps-list': provider,
  'descope-attachment': provider,
  'descope-autocomplete-field': provider,
  'descope-avatar': provider,
  'descope-badge': provider,
  'descope-button': provider,
  'descope-button-multi-selection-group': provider,
  'descope-button-selection-group': provider,
  'descope-button-selection-group-item': provider,
  'descope-calendar': provider,
  'descope-checkbox': provider,
  'descope-code-snippet': provider,
  'descope-collapsible-container': provider,
  'descope-combo-box': provider,
  'descope-container': provider,
  'descope-country-subdivision-city-field': provider,
  'descope-date-field': provider,
  'descope-divider': provider,
  'descope-email-field': provider,
  'descope-enriched-text': provider,
  'descope-filter': provider,
  'descope-grid': provider,
  'descope-grid-custom-column': provider,
  'descope-grid-item-details-column': provider,
  'descope-grid-selection-column': provider,
  'descope-grid-text-column': provider,
  'descope-hcaptcha': provider,
  'descope-hybrid-field': provider,
  'descope-icon': provider,
  'descope-image': provider,
  'descope-link': provider,
  'descope-list': provider,
  'descope-list-item': provider,
  'descope-loader-linear': provider,
  'descope-loader-radial': provider,
  'descope-logo': provider,
  'descope-mapping-item': provider,
  'descope-mappings-field': provider,
  'descope-modal': provider,
  'descope-month-day-field': provider,
  'descope-month-day-field-picker': provider,
  'descope-multi-line-mappings': provider,
  'descope-multi-select-combo-box': provider,
  'descope-multi-sso': provider,
  'descope-new-password': provider,
  'descope-notification': provider,
  'descope-notification-card': provider,
  'descope-notp-image': provider,
  'descope-number-field': provider,
  'descope-outbound-app-button': provider,
  'descope-outbound-apps': provider,
  'descope-passcode': provider,
  'descope-password': provider,
  'descope-password-strength': provider,
  'descope-phone-field': provider,
  'descope-phone-input-box-field': provider,
  'descope-policy-validation': provider,
  'descope-ponyhot': provider,
  'descope-radio-group': provider,
  'descope-recaptcha': provider,
  'descope-recovery-codes': provider,
  'descope-saml-group-mappings': provider,
  'descope-scopes-list': provider,
  'descope-security-questions-setup': provider,
  'descope-security-questions-verify': provider,
  'descope-switch-toggle': provider,
  'descope-text': provider,
  'descope-text-area': provider,
  'descope-text-field': provider,
  'descope-third-party-app-logo': provider,
  'descope-timer': provider,
  'descope-timer-button': provider,
  'descope-tooltip': provider,
  'descope-totp-image': provider,
  'descope-trusted-devices': provider,
  'descope-upload-file': provider,
  'descope-user-attribute': provider,
  'descope-user-auth-method': provider,
  'descope-user-passkeys': provider,
  'descope-one-tap': {
    source: 'gatehouse',
    attributes: { id: 'text', provider: 'text' },
    note: 'Google One Tap on a flow screen',
  },
  span: { source: 'html', note: 'option items (`data-name`, `data-id`) and slotted labels' },
  div: { source: 'html', note: 'plain grouping' },
  svg: { source: 'html', attributes: SVG_ATTRIBUTES, note: 'inline icons' },
  path: { source: 'html', attributes: SVG_ATTRIBUTES, note: 'inline icons' },
  input: {
    source: 'html',
    attributes: {
      type: ['hidden', 'text'],
      name: 'text',
      value: 'text',
      placeholder: 'text',
      'data-id': 'text',
    },
    note: 'hidden flow inputs, plain text boxes of some layouts',
  },
};

/** The attributes every tag without its own list keeps (names lowercased), with their checks. */
export const CONTENT_ATTRIBUTES: Readonly<Record<string, ContentValueCheck>> = {
  id: 'text',
  name: 'text',
  class: 'text',
  slot: 'text',
  hidden: 'text',
  label: 'text',
  placeholder: 'text',
  required: 'text',
  readonly: 'text',
  disabled: 'text',
  variant: 'text',
  mode: 'text',
  size: 'text',
  direction: 'text',
  'full-width': 'text',
  bordered: 'text',
  italic: 'text',
  'text-align': 'text',
  'space-between': 'text',
  'border-radius': 'text',
  shape: 'text',
  square: 'text',
  type: 'text',
  value: 'text',
  href: 'href',
  src: 'src',
  alt: 'text',
  width: 'text',
  height: 'text',
  target: 'text',
  underline: 'text',
  vertical: 'text',
  path: 'text',
  header: 'text',
  sortable: 'text',
  resizable: 'text',
  frozen: 'text',
  'auto-width': 'text',
  'flex-grow': 'text',
  max: 'text',
  min: 'text',
  minlength: 'text',
  maxlength: 'text',
  pattern: 'text',
  digits: 'text',
  autocomplete: 'text',
  'auto-submit': 'text',
  formnovalidate: 'text',
  'default-value': 'text',
  'default-code': 'text',
  'default-country': 'text',
  'item-label-path': 'text',
  'item-value-path': 'text',
  'allow-custom-value': 'text',
  'clear-button-visible': 'text',
  'column-reordering-allowed': 'text',
  'helper-text': 'text',
  provider: 'text',
  'flow-id': 'text',
  'edit-flow-id': 'text',
  'delete-flow-id': 'text',
  'add-passkey-flow-id': 'text',
  'remove-passkey-flow-id': 'text',
  'fulfilled-flow-id': 'text',
  'button-label': 'text',
  'allow-remove': 'text',
  editable: 'text',
  'enable-mode': 'text',
  'first-label': 'text',
  'second-label': 'text',
  'first-value-key': 'text',
  'second-value-key': 'text',
  'merge-rows': 'text',
  'max-rows': 'text',
  'link-target-blank': 'text',
  lang: 'text',
  style: 'css',
  'data-id': 'text',
  'data-type': 'text',
  'data-name': 'text',
  'data-pattern': 'text',
  'data-action': 'text',
  'data-refresh-timeout': 'text',
  'data-auto-submit': 'text',
  'data-exclude-field': 'text',
  'data-exclude-next': 'text',
  'data-has-dynamic-attr-values': 'text',
  'data-editor-type': 'text',
  'data-testid': 'text',
  'data-generic-flow-button-id': 'text',
  'data-opt-in-last-used-auth': 'text',
  'data-create-flow-id': 'text',
  'data-delete-flow-id': 'text',
  // The custom validity messages the provider's UI library reads (§3.1).
  'data-errormessage-value-missing': 'text',
  'data-errormessage-pattern-mismatch': 'text',
  'data-errormessage-pattern-mismatch-too-short': 'text',
  'data-errormessage-pattern-mismatch-too-long': 'text',
  'data-errormessage-pattern-range-underflow': 'text',
  'data-errormessage-pattern-range-overflow': 'text',
  'data-errormessage-type-mismatch': 'text',
};

export interface ContentAttributeFamily {
  /** How the documentation writes the family. */
  readonly name: string;
  /** The whole (lowercased) attribute name must match. */
  readonly pattern: RegExp;
  readonly check: ContentValueCheck;
  readonly note: string;
}

/** Attribute names kept by their form, for the tags that keep the shared attributes. */
export const CONTENT_ATTRIBUTE_FAMILIES: readonly ContentAttributeFamily[] = [
  {
    name: 'st-<name>',
    pattern: /^st-[a-z0-9]+(?:-[a-z0-9]+)*$/,
    check: 'css',
    note: "a style override of the component's CSS variable `<name>`",
  },
  {
    name: 'data-descope-<key>',
    pattern: /^data-descope-[a-z0-9-]{1,40}$/,
    check: 'text',
    note: "an extra input `<key>` sent with the button's interaction",
  },
];
