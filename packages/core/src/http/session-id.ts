const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A per-client id sent as x-descope-sdk-session-id so that the provider can group one
 * client's requests. Same shape as the provider's SDKs: `YYYY-MM-DD-HH:MM:SS:mmm-NNNN` (UTC).
 */
export function createSdkSessionId(now = new Date(), random = Math.random): string {
  const date = `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}`;
  const time = `${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}:${pad(now.getUTCSeconds())}:${pad(now.getUTCMilliseconds(), 3)}`;
  return `${date}-${time}-${pad(Math.floor(random() * 10000), 4)}`;
}
