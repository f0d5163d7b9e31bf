// libphonenumber-js, a maintained phone library, weighs about 28 KB gzip with its metadata.
// The user forms and the flow's phone field both need it, so one loader serves both: a host's
// bundler makes library.ts a chunk of its own, fetched once by whichever shows a phone first.

import { type OnDemand, onDemand } from '../on-demand';

export type PhoneLibrary = typeof import('./library');

/** Load the phone library once; later calls share the same load. */
export const loadPhoneLibrary: OnDemand<PhoneLibrary> = onDemand(
  'the phone library',
  () => import('./library'),
);

/** The library if it has loaded, for synchronous checks; `undefined` before that. */
export const loadedPhoneLibrary = (): PhoneLibrary | undefined => loadPhoneLibrary.loaded();
