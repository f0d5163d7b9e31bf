/**
 * A per-client id sent as x-descope-sdk-session-id so that the provider can group one
 * client's requests. Same shape as the provider's SDKs: `YYYY-MM-DD-HH:MM:SS:mmm-NNNN` (UTC).
 */
export function createSdkSessionId(now = new Date(), random = Math.random): string {
  // `2024-01-02T03:04:05.678Z` holds every part, zero-padded, in UTC.
  const iso = now.toISOString();
  const serial = String(Math.floor(random() * 10000)).padStart(4, '0');
  return `${iso.slice(0, 10)}-${iso.slice(11, 19)}:${iso.slice(20, 23)}-${serial}`;
}
