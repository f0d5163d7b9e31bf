import { badRequest } from '../http/errors';

/** Delivery channels of one-time codes and links. */
export type Channel = 'email' | 'sms' | 'voice' | 'whatsapp';

// The same rules the SDKs check before sending (spec 001, section 5).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+[1-9]\d{3,14}$/;

export const isEmail = (value: string | undefined): value is string => !!value && EMAIL.test(value);
export const isPhone = (value: string | undefined): value is string => !!value && PHONE.test(value);

/**
 * Whether `email`'s domain is one of `domains`: compared whole and case-insensitively, so
 * `evilacme.test`, `acme.test.evil` and `sub.acme.test` are not `acme.test` (a subdomain is
 * in only when listed itself).
 */
export function isAtDomain(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  const domain = at < 0 ? '' : email.slice(at + 1).toLowerCase();
  return !!domain && domains.some((entry) => entry.toLowerCase() === domain);
}

export const isEmailChannel = (channel: Channel) => channel === 'email';

/**
 * The first candidate that is a valid address for the channel (an email for `email`, a phone
 * for the others), or a 400 naming what was missing.
 */
export function pickAddress(channel: Channel, candidates: Array<string | undefined>): string {
  const valid = isEmailChannel(channel) ? isEmail : isPhone;
  const found = candidates.find(valid);
  if (!found) {
    throw badRequest(
      isEmailChannel(channel)
        ? 'An email address is required for this delivery method'
        : 'A phone number (+ and digits) is required for this delivery method',
    );
  }
  return found;
}

/** 'a***@example.com': enough for the user to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** '+*******0100': the last four digits only. */
export const maskPhone = (phone: string): string =>
  `+${'*'.repeat(Math.max(phone.length - 5, 0))}${phone.slice(-4)}`;

/** The provider answers `{maskedEmail}` for email deliveries and `{maskedPhone}` otherwise. */
export const maskedAnswer = (channel: Channel, address: string) =>
  isEmailChannel(channel)
    ? { maskedEmail: maskEmail(address) }
    : { maskedPhone: maskPhone(address) };
