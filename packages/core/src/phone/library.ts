// The phone library's functions core uses, as a module of its own: the dynamic import of this
// file (load.ts) becomes a chunk holding just these and the library's "min" metadata, so no
// bundle pays for the metadata until a phone field is shown.
export {
  getCountries,
  getCountryCallingCode,
  Metadata,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
