// The Google accounts the emulator's stand-in for Google's sign-in client offers (One Tap).
// Fixed, so that tests and demos see the same chooser on every machine: one is a demo user
// (a One Tap sign-in links Google to that account), one is nobody yet (it signs up).

export interface GoogleAccount {
  /** Google's stable account id, the id token's `sub`. */
  sub: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
}

export const GOOGLE_ACCOUNTS: readonly GoogleAccount[] = [
  {
    sub: '100000000000000000001',
    email: 'ada.lovelace@acme.test',
    name: 'Ada Lovelace',
    givenName: 'Ada',
    familyName: 'Lovelace',
  },
  {
    sub: '100000000000000000002',
    email: 'grace.hopper@example.test',
    name: 'Grace Hopper',
    givenName: 'Grace',
    familyName: 'Hopper',
  },
];

/** The stand-in's account with this `sub`; undefined for any other. */
export const googleAccount = (sub: string): GoogleAccount | undefined =>
  GOOGLE_ACCOUNTS.find((account) => account.sub === sub);
