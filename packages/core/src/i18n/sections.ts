import { ACCESS_KEYS_EN } from './access-keys/en';
import { AUDIT_EN } from './audit/en';
import { FLOW_EN } from './flow/en';
import { FLOW_PARTS_EN } from './flow-parts/en';
import { FORMS_EN } from './forms/en';
import { KIT_EN } from './kit/en';
import { LAYOUT_ACCESS_KEYS_EN } from './layouts/access-keys/en';
import { LAYOUT_AUDIT_EN } from './layouts/audit/en';
import { LAYOUT_PROFILE_EN } from './layouts/profile/en';
import { LAYOUT_ROLES_EN } from './layouts/roles/en';
import { LAYOUT_USERS_EN } from './layouts/users/en';
import type { Messages } from './message';
import { PROFILE_EN } from './profile/en';
import { ROLES_EN } from './roles/en';
import { defineSection, type Section } from './section';
import { USERS_EN } from './users/en';
import { WIDGET_EN } from './widget/en';

export type { Section };

// The catalogue: every text a flow screen or a widget shows, by key, one section per part of
// the product, each in English (built in) and in every other locale (a chunk per section and
// locale, fetched the first time a page shows that part in that locale). A bundler keeps only
// the sections a page uses (each definition is a pure call), so a sign-in page holds the
// flow's words and a widget its own. A new locale adds its loader to every section here; the
// type of `defineSection` asks for it.

/** Field messages shared by the flow screens and the widgets' forms. */
export const FORM_TEXTS = /* @__PURE__ */ defineSection(FORMS_EN, {
  fr: () => import('./forms/fr'),
});
/** The sign-in flow's renderer and engine. */
export const FLOW_TEXTS = /* @__PURE__ */ defineSection(FLOW_EN, {
  fr: () => import('./flow/fr'),
});
/** The flow renderer's parts that load on demand (fields, TOTP, debugger). */
export const FLOW_PART_TEXTS = /* @__PURE__ */ defineSection(FLOW_PARTS_EN, {
  fr: () => import('./flow-parts/fr'),
});
/** The widgets' UI kit. */
export const KIT_TEXTS = /* @__PURE__ */ defineSection(KIT_EN, { fr: () => import('./kit/fr') });
/** Every widget's host, lists, forms and cells. */
export const WIDGET_TEXTS = /* @__PURE__ */ defineSection(WIDGET_EN, {
  fr: () => import('./widget/fr'),
});
export const USER_TEXTS = /* @__PURE__ */ defineSection(USERS_EN, {
  fr: () => import('./users/fr'),
});
export const ROLE_TEXTS = /* @__PURE__ */ defineSection(ROLES_EN, {
  fr: () => import('./roles/fr'),
});
export const ACCESS_KEY_TEXTS = /* @__PURE__ */ defineSection(ACCESS_KEYS_EN, {
  fr: () => import('./access-keys/fr'),
});
export const AUDIT_TEXTS = /* @__PURE__ */ defineSection(AUDIT_EN, {
  fr: () => import('./audit/fr'),
});
export const PROFILE_TEXTS = /* @__PURE__ */ defineSection(PROFILE_EN, {
  fr: () => import('./profile/fr'),
});
/** The built-in layouts' words, one section per widget (needed in mock mode and by servers). */
export const USER_LAYOUT_TEXTS = /* @__PURE__ */ defineSection(LAYOUT_USERS_EN, {
  fr: () => import('./layouts/users/fr'),
});
export const ROLE_LAYOUT_TEXTS = /* @__PURE__ */ defineSection(LAYOUT_ROLES_EN, {
  fr: () => import('./layouts/roles/fr'),
});
export const ACCESS_KEY_LAYOUT_TEXTS = /* @__PURE__ */ defineSection(LAYOUT_ACCESS_KEYS_EN, {
  fr: () => import('./layouts/access-keys/fr'),
});
export const AUDIT_LAYOUT_TEXTS = /* @__PURE__ */ defineSection(LAYOUT_AUDIT_EN, {
  fr: () => import('./layouts/audit/fr'),
});
export const PROFILE_LAYOUT_TEXTS = /* @__PURE__ */ defineSection(LAYOUT_PROFILE_EN, {
  fr: () => import('./layouts/profile/fr'),
});

/** Every section by name: the catalogue's tests and tools walk it (a page imports sections). */
export const CATALOGUE: {
  readonly forms: typeof FORM_TEXTS;
  readonly flow: typeof FLOW_TEXTS;
  readonly flowParts: typeof FLOW_PART_TEXTS;
  readonly kit: typeof KIT_TEXTS;
  readonly widget: typeof WIDGET_TEXTS;
  readonly users: typeof USER_TEXTS;
  readonly roles: typeof ROLE_TEXTS;
  readonly accessKeys: typeof ACCESS_KEY_TEXTS;
  readonly audit: typeof AUDIT_TEXTS;
  readonly profile: typeof PROFILE_TEXTS;
  readonly userLayouts: typeof USER_LAYOUT_TEXTS;
  readonly roleLayouts: typeof ROLE_LAYOUT_TEXTS;
  readonly accessKeyLayouts: typeof ACCESS_KEY_LAYOUT_TEXTS;
  readonly auditLayouts: typeof AUDIT_LAYOUT_TEXTS;
  readonly profileLayouts: typeof PROFILE_LAYOUT_TEXTS;
} & Readonly<Record<string, Section<Messages>>> = {
  forms: FORM_TEXTS,
  flow: FLOW_TEXTS,
  flowParts: FLOW_PART_TEXTS,
  kit: KIT_TEXTS,
  widget: WIDGET_TEXTS,
  users: USER_TEXTS,
  roles: ROLE_TEXTS,
  accessKeys: ACCESS_KEY_TEXTS,
  audit: AUDIT_TEXTS,
  profile: PROFILE_TEXTS,
  userLayouts: USER_LAYOUT_TEXTS,
  roleLayouts: ROLE_LAYOUT_TEXTS,
  accessKeyLayouts: ACCESS_KEY_LAYOUT_TEXTS,
  auditLayouts: AUDIT_LAYOUT_TEXTS,
  profileLayouts: PROFILE_LAYOUT_TEXTS,
};
