import * as passkeys from '../../auth/webauthn';
import { Codes } from '../../http/errors';
import { type ActionContext, type Actions, fail, NEXT, type Outcome } from '../action';
import { ERROR_TEXTS } from '../error-texts';
import { loginIdOf, originOf, text } from './flow-input';
import { authenticate, currentUser } from './signed-in';

// Passkeys (src/auth/webauthn.ts): a start step hands the client the options and keeps the
// ceremony in the execution; the finish step checks the client's answer against it. Passkey
// autofill is the other way round: the page started a discoverable sign-in itself
// (`/v1/auth/webauthn/signin/start` with an empty login id) and submits the passkey the user
// picked in the field's autofill, which `webauthn.autofill` finishes as the REST finish does.

const METHOD = 'webauthn';
const AMR = ['webauthn'];

/** Keep the ceremony and hand the client its options; the next call runs `onSuccess`. */
function handoff(context: ActionContext, start: passkeys.PasskeyStart): Outcome {
  context.execution.webauthn = start.ceremony;
  return {
    type: 'handoff',
    answer: {
      action: start.create ? 'webauthnCreate' : 'webauthnGet',
      webauthn: {
        transactionId: start.ceremony.transactionId,
        options: start.options,
        create: start.create,
      },
    },
  };
}

/** The credential the client sent: the provider's JSON string (an object is accepted too). */
const responseOf = (input: Record<string, unknown>) =>
  typeof input.response === 'string' ? input.response : JSON.stringify(input.response ?? '');

export const webauthnActions: Actions = {
  'webauthn.signUpStart': {
    async run(context) {
      const loginId = loginIdOf(context);
      const origin = originOf(context);
      const name = text(context.execution.form.name);
      return handoff(context, await passkeys.startSignUp(context.store, { origin, loginId, name }));
    },
    texts: {
      [Codes.conflict]: ERROR_TEXTS.passkeyAccountExists,
    },
  },

  'webauthn.signInStart': {
    async run(context) {
      const { store, execution } = context;
      const origin = originOf(context);
      // Without an identified login id: any discoverable passkey.
      const loginId = execution.loginId;
      const user = loginId ? passkeys.signingInUser(store, loginId) : undefined;
      return handoff(context, await passkeys.startSignIn({ origin, user, loginId }));
    },
    texts: { [Codes.unauthorized]: ERROR_TEXTS.passkeyMissing },
  },

  'webauthn.addStart': {
    async run(context) {
      const user = currentUser(context);
      const origin = originOf(context);
      const loginId = user.loginIds[0] ?? user.userId;
      return handoff(context, await passkeys.startAdd({ origin, user, loginId }));
    },
  },

  'webauthn.finish': {
    async run(context) {
      const { store, execution, input } = context;
      const ceremony = execution.webauthn;
      // One answer per ceremony, as a challenge must be: a failed finish uses it up too.
      execution.webauthn = undefined;
      if (!ceremony) return fail(ERROR_TEXTS.passkeyExpired);
      if (input.failure !== undefined && input.failure !== '' && input.failure !== null) {
        return fail(ERROR_TEXTS.passkeyNotUsed);
      }
      if (text(input.transactionId) && text(input.transactionId) !== ceremony.transactionId) {
        return fail(ERROR_TEXTS.passkeyExpired);
      }
      const response = responseOf(input);
      if (ceremony.purpose === 'update') {
        if (!(await passkeys.finishAdd(store, ceremony, response, currentUser(context)))) {
          return fail(ERROR_TEXTS.passkeyRegistered);
        }
        return NEXT;
      }
      if (ceremony.purpose === 'signin') {
        authenticate(context, await passkeys.finishSignIn(store, ceremony, response), METHOD, AMR);
        return NEXT;
      }
      const user = await passkeys.finishSignUp(store, ceremony, response);
      execution.newUser = true;
      authenticate(context, user, METHOD, AMR);
      return NEXT;
    },
    texts: {
      [Codes.unauthorized]: ERROR_TEXTS.passkeyNotVerified,
      [Codes.badRequest]: ERROR_TEXTS.passkeyNotVerified,
    },
  },

  'webauthn.autofill': {
    async run(context) {
      const { store, input } = context;
      const transactionId = text(input.transactionId);
      if (!transactionId) return fail(ERROR_TEXTS.passkeyExpired);
      const { user } = await passkeys.finishKeptSignIn(store, transactionId, responseOf(input));
      authenticate(context, user, METHOD, AMR);
      return NEXT;
    },
    texts: {
      [Codes.unauthorized]: ERROR_TEXTS.passkeyNotVerified,
      [Codes.badRequest]: ERROR_TEXTS.passkeyNotVerified,
    },
  },
};
