import { type Channel, isEmail, isPhone } from '../../auth/address';
import { type Intent, type Purpose, quietSignInIntent, signInIntent } from '../../auth/intent';
import { badRequest } from '../../http/errors';
import type { ActionContext } from '../action';
import type { Execution } from '../execution';

// Reading what a flow collected: the typed values, the identified login id, the page origin.

export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** Secrets are taken as typed (a password may begin with a space). */
export const secret = (value: unknown) => (typeof value === 'string' ? value : '');

export const channelOf = (loginId: string): Channel => (isPhone(loginId) ? 'sms' : 'email');

/** The identified login id, for actions that need one. */
export function loginIdOf(context: ActionContext): string {
  if (!context.execution.loginId) throw badRequest('No login id was entered in this flow');
  return context.execution.loginId;
}

/** What a sign-up made from this flow knows about the new user. */
export const newUserInput = (execution: Execution) => ({
  name: text(execution.form.name) || undefined,
  email: isEmail(execution.loginId) ? execution.loginId : undefined,
  phone: isPhone(execution.loginId) ? execution.loginId : undefined,
});

/**
 * What a code or link send of this flow is for. A sign-in of an unknown login id is refused
 * ("No account with this email") in a flow that reveals accounts, else sent to nobody alike.
 */
export function signInIntentOf(context: ActionContext, method: string, channel?: Channel): Intent {
  const loginId = loginIdOf(context);
  const intentOf = context.revealAccounts ? signInIntent : quietSignInIntent;
  return intentOf(context.store, {
    purpose: (text(context.params.purpose) || 'signup-in') as Purpose,
    channel: channel ?? channelOf(loginId),
    loginId,
    method,
    user: newUserInput(context.execution),
  });
}

/** The app page's origin, the relying party of passkeys. */
export function originOf(context: ActionContext): string {
  if (!context.execution.origin) {
    throw badRequest('Passkeys need the page origin: send input.origin or options.origin');
  }
  return context.execution.origin;
}
