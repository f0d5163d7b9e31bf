export const OTP_METHODS = ['sms', 'voice', 'whatsapp', 'email'] as const;
export const OTP_PHONE_METHODS = ['sms', 'voice', 'whatsapp'] as const;
// Magic links cannot be read out by a voice call.
export const LINK_METHODS = ['sms', 'whatsapp', 'email'] as const;
export const LINK_PHONE_METHODS = ['sms', 'whatsapp'] as const;

export type OtpMethod = (typeof OTP_METHODS)[number];
export type LinkMethod = (typeof LINK_METHODS)[number];

export const OAUTH_PROVIDERS = [
  'facebook',
  'github',
  'google',
  'microsoft',
  'gitlab',
  'apple',
  'discord',
  'linkedin',
  'slack',
] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

// The provider's SDK bounds session polling the same way, so neither client can hammer
// the server nor wait on a link longer than it stays valid.
export const MIN_POLLING_INTERVAL_MS = 1000;
export const MAX_POLLING_TIMEOUT_MS = 600_000;
