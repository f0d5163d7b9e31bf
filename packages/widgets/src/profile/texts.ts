// Texts of the profile screen that its layout does not carry (spec 000 §2 words only the
// badge, the buttons and the rows' labels, which come from the layout); ours.

export const PROFILE_TEXTS = {
  /** Before the layout names one. */
  title: 'Your profile',
  loadFailed: 'Your profile could not be loaded',
  /** A sign-in method the user has, or not. */
  registered: 'Set up',
  notRegistered: 'Not set up',
  signedOut: 'You are signed out.',
} as const;
