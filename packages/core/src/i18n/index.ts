// The catalogue: every text a flow screen or widget shows, by key, in each locale.

export { browserLocale, localizedNames } from './file-names';
export { KIT_EN } from './kit/en';
export { LOCALES, type Locale, localeOf } from './locale';
export {
  formatMessage,
  type Message,
  type Messages,
  type Plural,
  type Translation,
  type Values,
} from './message';
export { type PluralForm, pluralOf } from './plural';
export {
  defineSection,
  englishOf,
  type LoadedLocale,
  type Loaders,
  type Section,
  textsIn,
} from './section';
export {
  ACCESS_KEY_LAYOUT_TEXTS,
  ACCESS_KEY_TEXTS,
  AUDIT_LAYOUT_TEXTS,
  AUDIT_TEXTS,
  CATALOGUE,
  FLOW_PART_TEXTS,
  FLOW_TEXTS,
  FORM_TEXTS,
  KIT_TEXTS,
  PROFILE_LAYOUT_TEXTS,
  PROFILE_TEXTS,
  ROLE_LAYOUT_TEXTS,
  ROLE_TEXTS,
  USER_LAYOUT_TEXTS,
  USER_TEXTS,
  WIDGET_TEXTS,
} from './sections';
export { type Texts, textsOf } from './texts';
