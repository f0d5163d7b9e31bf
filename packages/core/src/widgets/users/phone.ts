// Phones in the user forms (phone-parse.ts), with the catalogue's English as the messages'
// default words: the public `parsePhone`.
import { USER_TEXTS } from '../../i18n/sections';
import { loadPhoneLibrary } from '../../phone/load';
import { type ParsedPhone, parsePhoneIn } from './phone-parse';
import type { UserTexts } from './texts';

export { type ParsedPhone, PHONE_LIMITS, phoneForEdit } from './phone-parse';
export { loadPhoneLibrary };

/** `parsePhoneIn` with the messages in `t`, English by default. */
export const parsePhone = (input: string, t: UserTexts = USER_TEXTS.en): ParsedPhone =>
  parsePhoneIn(input, t);
