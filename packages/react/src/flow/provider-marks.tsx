import { type OAuthProvider, PROVIDER_MARKS } from '../design/provider-marks';

// The provider marks as one chunk of their own, loaded by the first screen with a provider
// button (provider-mark.tsx), so a flow without one never ships their paths.

/** The mark of `provider`, or nothing for a provider without one. */
export default function ProviderMarkSvg({ provider }: { provider: string }) {
  const Mark = Object.hasOwn(PROVIDER_MARKS, provider)
    ? PROVIDER_MARKS[provider as OAuthProvider]
    : undefined;
  return Mark ? <Mark size={20} /> : null;
}
