// Demo users (from the built-in seed) that tests need for their status or details.

/** A demo user who is disabled, one who is invited, and one with a phone. */
export const DISABLED_USER = 'barbara.liskov@globex.test';
export const INVITED_USER = 'donald.knuth@acme.test';
export const PHONE_USER = { loginId: 'ada.lovelace@acme.test', phone: '+15550100000' };
