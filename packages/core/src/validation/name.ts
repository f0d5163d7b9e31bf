// How long a person's name may be. One rule for every place a name is typed or kept: the
// user form's name fields, the profile's name screen (which the emulator serves with this
// maximum) and the emulator's own refusal of a longer one. The identity provider documents no
// maximum for a user's name, so this is ours: 256, what the user form always allowed.

/**
 * The most characters a name (display, given, middle or family name) may have, counted as
 * `String.length` and an input's `maxLength` count them (UTF-16 code units).
 */
export const NAME_MAX_LENGTH = 256;

/** Whether `name` is within NAME_MAX_LENGTH. */
export const nameFits = (name: string): boolean => name.length <= NAME_MAX_LENGTH;
