/** Storage keys, the same names the provider's web SDK uses, so sessions survive a switch. */
export const SESSION_KEY = 'DS';
export const REFRESH_KEY = 'DSR';
export const LAST_LOGIN_ID_KEY = 'dls_last_user_login_id';
export const LAST_DISPLAY_NAME_KEY = 'dls_last_user_display_name';

/** Refresh this long before the session token expires. */
export const REFRESH_LEAD_MS = 20_000;
/**
 * setTimeout fires at once for delays above a signed 32-bit int (2 ** 31 - 1), so cap there.
 * A literal: bundlers keep top-level arithmetic even where nothing uses it.
 */
export const MAX_TIMER_MS = 2_147_483_647;
/** Never schedule refreshes closer than this, so a very short-lived token cannot spin. */
export const MIN_REFRESH_GAP_MS = 1_000;
/** After a transient failure, retry with doubling delays up to this. */
export const MAX_RETRY_MS = 60_000;
/** When this session's user signed in (`{sub} {iat}`): ours, the provider's SDK has none. */
export const SIGNED_IN_KEY = 'gatehouse_signed_in';
