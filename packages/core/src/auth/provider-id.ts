import type { WithProviderId } from './types';

/**
 * Split `providerId` out of sign-in or sign-up options, as the provider's SDK does. The rest
 * is always an object (`{}` when nothing was given): that is what the provider's SDK sends.
 */
export function splitProviderId<T extends object>(
  options: WithProviderId<T> | undefined,
): { loginOptions: Omit<WithProviderId<T>, 'providerId'>; providerId: string | undefined } {
  const { providerId, ...loginOptions } = options ?? ({} as WithProviderId<T>);
  return { loginOptions, providerId };
}
