import type { User } from '../../schemas';

/** Which buttons the user widget enables for a selection (spec 000 §4, widened by issue 24). */
export interface UserButtons {
  create: boolean;
  edit: boolean;
  enable: boolean;
  disable: boolean;
  delete: boolean;
  resetPassword: boolean;
  removePasskey: boolean;
  /** An invited user's invitation, sent again. */
  resendInvite: boolean;
  /** Every session of a user who can have one ended. */
  logoutAll: boolean;
}

const editable = (user: User) => user.editable !== false;

/**
 * The statuses from which each status change is offered. Spec 000 offered Activate only for
 * a disabled user and Disable only for an active one, which left an invitation revocable only
 * by deleting the user: an invited user can also be disabled (the invitation then signs no
 * one in) and activated (enabled without waiting for their first sign-in).
 */
const ENABLE_FROM: ReadonlySet<string | undefined> = new Set(['disabled', 'invited']);
const DISABLE_FROM: ReadonlySet<string | undefined> = new Set(['enabled', 'invited']);

/** The buttons for the selected users (`count` selected, `selected` of them listed). */
export function userButtons(selected: readonly User[], count: number): UserButtons {
  const one = count === 1 && selected.length === 1 ? selected[0] : undefined;
  const single = !!one && editable(one);
  return {
    create: true,
    edit: single,
    enable: single && ENABLE_FROM.has(one?.status),
    disable: single && DISABLE_FROM.has(one?.status),
    delete: count > 0 && selected.length === count && selected.every(editable),
    resetPassword: single,
    removePasskey: single,
    resendInvite: single && one?.status === 'invited',
    // An invited user has not signed in yet: no session to end.
    logoutAll: single && one?.status !== 'invited',
  };
}
