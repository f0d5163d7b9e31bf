import type { Channel } from '../../auth/address';
import { addressChangeIntent } from '../../auth/intent';
import { normaliseLoginId } from '../../auth/login-id';
import { sendCode } from '../../auth/otp';
import { clearField, setName, setPicture } from '../../auth/profile';
import { Codes } from '../../http/errors';
import { type Action, type ActionContext, type Actions, fail, NEXT, type Outcome } from '../action';
import { ERROR_TEXTS } from '../error-texts';
import { text } from './flow-input';
import { currentUser } from './signed-in';

// Profile changes of the signed-in user (src/auth/profile.ts; address changes through a code,
// src/auth/intent.ts and otp.ts).

const METHOD = 'flow';

/** An action that clears one field of the signed-in user. */
const clearing = (field: 'email' | 'phone' | 'name'): Action => ({
  async run(context) {
    clearField(context.store, currentUser(context), field, METHOD);
    return NEXT;
  },
});

/** Codes sent for an email or phone change of the signed-in user (`otp.verify` applies it). */
function sendUpdateCode(context: ActionContext, channel: Channel, value: string): Outcome {
  const user = currentUser(context);
  const loginId = user.loginIds[0] ?? user.userId;
  const intent = addressChangeIntent(context.store, user, {
    channel,
    loginId,
    // The new address may join the login ids: normalised as one (a 400 reads as invalid input).
    address: normaliseLoginId(value, channel),
    addToLoginIDs: context.params.addToLoginIds === true,
    method: 'otp',
  });
  sendCode(context.c, intent);
  context.execution.code = { channel, loginId };
  return NEXT;
}

export const profileActions: Actions = {
  'user.updateName': {
    async run(context) {
      const user = currentUser(context);
      const name = text(context.input.name);
      if (!name) return fail(ERROR_TEXTS.enterName);
      setName(context.store, user, name, METHOD);
      return NEXT;
    },
    texts: { [Codes.badRequest]: ERROR_TEXTS.nameTooLong },
  },

  'user.updatePicture': {
    async run(context) {
      setPicture(context.store, currentUser(context), text(context.input.picture), METHOD);
      return NEXT;
    },
    texts: { [Codes.badRequest]: ERROR_TEXTS.pictureAddress },
  },

  'user.updateEmail': {
    async run(context) {
      return sendUpdateCode(context, 'email', text(context.input.email));
    },
    texts: { [Codes.badRequest]: ERROR_TEXTS.invalidEmail },
  },

  'user.updatePhone': {
    async run(context) {
      const channel = (text(context.params.channel) || 'sms') as Channel;
      return sendUpdateCode(context, channel, text(context.input.phone));
    },
    texts: { [Codes.badRequest]: ERROR_TEXTS.phoneInvalid },
  },

  'user.deleteEmail': clearing('email'),
  'user.deletePhone': clearing('phone'),
  'user.deleteName': clearing('name'),
};
