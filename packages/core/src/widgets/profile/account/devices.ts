import type { PROFILE_ACCOUNT_EN } from '../../../i18n/profile-account/en';
import type { Texts } from '../../../i18n/texts';

// The signed-in devices of the profile: each sign-in of `GET /v1/auth/me/history` as a person
// reads it ("Firefox on macOS", "Paris, FR · 203.0.113.7", a time in the widget's locale).

/** One entry of the sign-in history (the provider's fields, and the browser's user agent). */
export interface HistoryEntry {
  loginTime?: number;
  city?: string;
  country?: string;
  ip?: string;
  /** The emulator's addition to the provider's fields: absent, the browser is unknown. */
  userAgent?: unknown;
}

/** A sign-in as the UI shows it: no logic left but these strings. */
export interface DeviceView {
  /** "Firefox on macOS". */
  device: string;
  /** "Paris, FR · 203.0.113.7". */
  where: string;
  /** The sign-in's time, in the widget's locale. */
  when: string;
  /** The same time, machine-readable (for `<time datetime>`). */
  iso: string;
  /** The sign-in of this session: shown as "This device" (this-device.ts). */
  current: boolean;
}

// Order matters: Edge and Opera say Chrome too, Chrome says Safari, Android says Linux.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (agent: unknown, table: [RegExp, string][]) =>
  typeof agent === 'string' ? table.find(([pattern]) => pattern.test(agent))?.[1] : undefined;

/** The browser and system a user agent names, when it names known ones. */
export const browserOf = (agent: unknown) => ({
  browser: firstMatch(agent, BROWSERS),
  os: firstMatch(agent, SYSTEMS),
});

type AccountTexts = Texts<typeof PROFILE_ACCOUNT_EN>;

/** One sign-in in words: what signed in, from where, and when (in the texts' locale). */
export function deviceOf(entry: HistoryEntry, t: AccountTexts, current = false): DeviceView {
  const { browser, os } = browserOf(entry.userAgent);
  const place = [entry.city, entry.country].filter(Boolean).join(', ');
  const at = new Date((entry.loginTime ?? 0) * 1000);
  return {
    device: t('devices.device', {
      browser: browser ?? t('devices.unknownBrowser'),
      os: os ?? t('devices.unknownOs'),
    }),
    where: entry.ip
      ? t('devices.where', { place: place || t('devices.unknownPlace'), ip: entry.ip })
      : place || t('devices.unknownPlace'),
    when: new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at),
    iso: at.toISOString(),
    current,
  };
}
