/** The OAuth providers the provider's API names, with how a person would write them. */
export const OAUTH_PROVIDERS: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  github: 'GitHub',
  google: 'Google',
  microsoft: 'Microsoft',
  gitlab: 'GitLab',
  apple: 'Apple',
  discord: 'Discord',
  linkedin: 'LinkedIn',
  slack: 'Slack',
};

export const isOAuthProvider = (value: string): boolean => Object.hasOwn(OAUTH_PROVIDERS, value);

/** The client id a native (mobile or One Tap) sign-in is told to use. */
export const nativeClientId = (provider: string) => `gatehouse-emulator-${provider}`;

/** The provider a native client id belongs to; undefined for a client id the project never gave out. */
export const providerOfClientId = (clientId: string): string | undefined =>
  Object.keys(OAUTH_PROVIDERS).find((provider) => nativeClientId(provider) === clientId);
