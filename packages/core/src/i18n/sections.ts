import { ACCESS_KEY_TEXTS } from './access-keys/section';
import { AUDIT_TEXTS } from './audit/section';
import { AUDIT_EXPORT_TEXTS } from './audit-export/section';
import { FLOW_TEXTS } from './flow/section';
import { FLOW_PART_TEXTS } from './flow-parts/section';
import { FORM_TEXTS } from './forms/section';
import { KIT_TEXTS } from './kit/section';
import { ACCESS_KEY_LAYOUT_TEXTS } from './layouts/access-keys/section';
import { AUDIT_LAYOUT_TEXTS } from './layouts/audit/section';
import { PROFILE_LAYOUT_TEXTS } from './layouts/profile/section';
import { ROLE_LAYOUT_TEXTS } from './layouts/roles/section';
import { USER_LAYOUT_TEXTS } from './layouts/users/section';
import type { Messages } from './message';
import { PROFILE_TEXTS } from './profile/section';
import { PROFILE_ACCOUNT_TEXTS } from './profile-account/section';
import { ROLE_TEXTS } from './roles/section';
import type { Section } from './section';
import { USER_TEXTS } from './users/section';
import { WIDGET_TEXTS } from './widget/section';

// The catalogue: every text a flow screen or a widget shows, by key, one section per part of
// the product, each in English (built in) and in every other locale (a chunk per section and
// locale, fetched the first time a page shows that part in that locale). Each section is a
// module of its own beside its words (`flow/section.ts`), so that an app's bundler puts a
// section where the code that uses it goes: a sign-in page holds the flow's words, a widget its
// own, and the built-in layouts' words load with the built-in layouts. A new locale adds its
// loader to every section; the type of `defineSection` asks for it.

export {
  ACCESS_KEY_LAYOUT_TEXTS,
  ACCESS_KEY_TEXTS,
  AUDIT_EXPORT_TEXTS,
  AUDIT_LAYOUT_TEXTS,
  AUDIT_TEXTS,
  FLOW_PART_TEXTS,
  FLOW_TEXTS,
  FORM_TEXTS,
  KIT_TEXTS,
  PROFILE_ACCOUNT_TEXTS,
  PROFILE_LAYOUT_TEXTS,
  PROFILE_TEXTS,
  ROLE_LAYOUT_TEXTS,
  ROLE_TEXTS,
  USER_LAYOUT_TEXTS,
  USER_TEXTS,
  WIDGET_TEXTS,
};

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
  readonly auditExport: typeof AUDIT_EXPORT_TEXTS;
  readonly profile: typeof PROFILE_TEXTS;
  readonly profileAccount: typeof PROFILE_ACCOUNT_TEXTS;
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
  auditExport: AUDIT_EXPORT_TEXTS,
  profile: PROFILE_TEXTS,
  profileAccount: PROFILE_ACCOUNT_TEXTS,
  userLayouts: USER_LAYOUT_TEXTS,
  roleLayouts: ROLE_LAYOUT_TEXTS,
  accessKeyLayouts: ACCESS_KEY_LAYOUT_TEXTS,
  auditLayouts: AUDIT_LAYOUT_TEXTS,
  profileLayouts: PROFILE_LAYOUT_TEXTS,
};
