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
// Every section, and CATALOGUE, which names them all.
export * from './sections';
export { type Texts, textsOf } from './texts';
