import type { Messages } from '../message';

/** The profile widget's words that its layout does not carry (spec 000 §2 words the rest). */
export const PROFILE_EN = {
  /** Before the layout names one. */
  title: 'Your profile',
  loadFailed: 'Your profile could not be loaded',
  /** A sign-in method the user has, or not. */
  registered: 'Set up',
  notRegistered: 'Not set up',
  signedOut: 'You are signed out.',
  /** An empty attribute's edit button, for a layout row with no `addLabel`. */
  add: 'Add {label}',
  /** A password flow that succeeded: a new password shows nowhere, so the profile says so. */
  passwordChanged: 'Your password was changed.',
  passwordSet: 'Your password was set. You can sign in with it from now on.',
  /** A modal whose flow code could not load. */
  flowUnavailable:
    'This step could not be loaded. Check your connection, then close and try again.',
} satisfies Messages;
