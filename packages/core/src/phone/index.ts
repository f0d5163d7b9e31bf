export {
  DEFAULT_PHONE_COUNTRY,
  joinPhone,
  loadPhoneCountries,
  type PhoneCountry,
  type PhoneParts,
  phoneCountriesOf,
  splitPhone,
} from './countries';
export type { PhoneLibrary } from './load';
