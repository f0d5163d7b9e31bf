// What the profile confirms with a notice. A successful flow closes its modal and reloads the
// user (spec 000 §2), so a new name or email shows on the card; the password flow only closes
// its modal, and a new password shows nowhere: the profile says it was saved.

export const PROFILE_NOTICES = {
  /** The user had a password and replaced it. */
  passwordChanged: 'Your password was changed.',
  /** The user had none: the password flow gave them their first. */
  passwordSet: 'Your password was set. You can sign in with it from now on.',
} as const;

/** The notice for a password flow that succeeded, by whether the user had a password. */
export const passwordNotice = (hadPassword: boolean): string =>
  hadPassword ? PROFILE_NOTICES.passwordChanged : PROFILE_NOTICES.passwordSet;
