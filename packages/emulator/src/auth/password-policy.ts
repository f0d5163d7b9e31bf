import { ApiError, Codes } from '../http/errors';

/** The project's password policy, as `GET /v1/auth/password/policy` answers it. */
export const PASSWORD_POLICY = {
  minLength: 8,
  lowercase: true,
  uppercase: true,
  number: true,
  nonAlphanumeric: true,
  active: true,
} as const;

const RULES: Array<{ test: (password: string) => boolean; message: string }> = [
  {
    test: (p) => [...p].length >= PASSWORD_POLICY.minLength,
    message: `Password must be at least ${PASSWORD_POLICY.minLength} characters long`,
  },
  { test: (p) => /\p{Ll}/u.test(p), message: 'Password must contain a lowercase letter' },
  { test: (p) => /\p{Lu}/u.test(p), message: 'Password must contain an uppercase letter' },
  { test: (p) => /\p{Nd}/u.test(p), message: 'Password must contain a number' },
  {
    test: (p) => /[^\p{L}\p{Nd}]/u.test(p),
    message: 'Password must contain a non-alphanumeric character',
  },
];

/** What each rule says when it is broken (the refusal's detail; flows show it in their locale). */
export const POLICY_MESSAGES: readonly string[] = RULES.map((rule) => rule.message);

/** The first rule `password` breaks, or undefined when it meets the policy. */
export const policyViolation = (password: string): string | undefined =>
  RULES.find((rule) => !rule.test(password))?.message;

/** Throw the provider's policy error (400) naming the first broken rule. */
export function enforcePolicy(password: string): void {
  const violation = policyViolation(password);
  if (violation) {
    throw new ApiError(400, Codes.passwordPolicy, 'Password does not meet the policy', violation);
  }
}
