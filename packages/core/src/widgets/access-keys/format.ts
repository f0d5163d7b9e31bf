import type { ACCESS_KEYS_EN } from '../../i18n/access-keys/en';
import { englishOf } from '../../i18n/section';
import { ACCESS_KEY_TEXTS, FORM_TEXTS } from '../../i18n/sections';
import type { Texts } from '../../i18n/texts';
import type { AccessKey } from '../../schemas';
import { requiredMessage } from '../../text/required';
import { formatLocal } from '../local-time';

const DAY_SECONDS = 86_400;

export type ExpirationResult = { ok: true; expireTime: number } | { ok: false; message: string };

/** The expiration's messages: the catalogue's (ours: the spec does not show them, §5). */
export interface ExpirationMessages {
  required: string;
  notDays: string;
}

/** The expiration's messages in the words of `t` (the access-key section in a locale). */
export function expirationMessages(
  t: Texts<typeof ACCESS_KEYS_EN>,
  forms: Parameters<typeof requiredMessage>[1],
): ExpirationMessages {
  return { required: requiredMessage(t('expiration'), forms), notDays: t('notDays') };
}

/** The expiration's messages in English. */
export const EXPIRATION_MESSAGES: ExpirationMessages = /* @__PURE__ */ expirationMessages(
  /* @__PURE__ */ englishOf(ACCESS_KEY_TEXTS),
  /* @__PURE__ */ englishOf(FORM_TEXTS),
);

/** What the create form's expiration holds when it opens: 0, never (its hint says so). */
export const DEFAULT_EXPIRATION = '0';

/** Up to 9999 days (27 years): a longer key is a key that never expires, which 0 says. */
const DAYS = /^\d{1,4}$/;

/**
 * The create form's expiration (days, as text) to expireTime in seconds (spec §5): a whole
 * number of days of up to four digits; one starting with '0' means never (0), any other now
 * plus that many days. The one rule of the field: the form checks it as it is typed.
 */
export function parseExpiration(
  text: string,
  nowMs: number,
  messages: ExpirationMessages,
): ExpirationResult {
  const value = text.trim();
  if (value === '') return { ok: false, message: messages.required };
  if (!DAYS.test(value)) return { ok: false, message: messages.notDays };
  if (value.startsWith('0')) return { ok: true, expireTime: 0 };
  return { ok: true, expireTime: Math.floor(nowMs / 1000) + Number(value) * DAY_SECONDS };
}

/** 'Never' when there is no expiry (missing or 0), else the local date (spec §3). */
export const expireTimeFormatted = (expireTime?: number): string =>
  expireTime ? formatLocal(expireTime * 1000) : 'Never';

/** The local creation date; empty when the server sent none. */
export const createdTimeFormatted = (createdTime?: number): string =>
  createdTime ? formatLocal(createdTime * 1000) : '';

/** 'expired' whenever an expiry exists and lies in the past, else the server's (spec §4). */
export function displayedStatus(key: Pick<AccessKey, 'expireTime' | 'status'>, nowMs: number) {
  return key.expireTime && key.expireTime * 1000 < nowMs ? 'expired' : (key.status ?? '');
}

/**
 * An access key as the table shows it: `status` is the displayed status, and the formatted
 * times are read from the row when a cell shows them. Formatting a date is the costly part
 * of a row, so a list of 10 000 keys formats only the few dozen rows in view.
 */
export type AccessKeyRow = AccessKey & {
  status: string;
  readonly expireTimeFormatted: string;
  readonly createdTimeFormatted: string;
};

const ROW = {
  get expireTimeFormatted(): string {
    return expireTimeFormatted((this as unknown as AccessKey).expireTime);
  },
  get createdTimeFormatted(): string {
    return createdTimeFormatted((this as unknown as AccessKey).createdTime);
  },
};

export function accessKeyRow(key: AccessKey, nowMs: number): AccessKeyRow {
  const row = Object.create(ROW) as AccessKeyRow;
  return Object.assign(row, key, { status: displayedStatus(key, nowMs) });
}
