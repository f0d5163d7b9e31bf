import type { Channel } from '../../auth/address';
import { addressChangeIntent } from '../../auth/intent';
import { normaliseLoginId } from '../../auth/login-id';
import { sendCode } from '../../auth/otp';
import { Codes } from '../../http/errors';
import type { Store } from '../../state/store';
import type { UserRecord } from '../../state/types';
import { type ActionContext, type Actions, fail, NEXT, type Outcome } from '../action';
import { text } from './flow-input';
import { currentUser } from './signed-in';

// Profile changes of the signed-in user.

function modified(store: Store, user: UserRecord, change: string): void {
  store.audit({
    action: 'UserModified',
    method: 'flow',
    userId: user.userId,
    actorId: user.loginIds[0] ?? user.userId,
    externalIds: user.loginIds.slice(0, 1),
    data: { change },
  });
}

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
      if (!name) return fail('Enter your name.');
      const [givenName = '', ...rest] = name.split(/\s+/);
      Object.assign(user, { name, givenName, middleName: '', familyName: rest.join(' ') });
      modified(context.store, user, 'name');
      return NEXT;
    },
  },

  'user.updatePicture': {
    async run(context) {
      const user = currentUser(context);
      const picture = text(context.input.picture);
      let valid = /^data:image\/(png|jpeg|gif|webp);base64,/i.test(picture);
      try {
        valid ||= ['http:', 'https:'].includes(new URL(picture).protocol);
      } catch {
        // not a URL
      }
      if (!valid) return fail('Enter the address (http or https) of an image.');
      user.picture = picture;
      modified(context.store, user, 'picture');
      return NEXT;
    },
  },

  'user.updateEmail': {
    async run(context) {
      return sendUpdateCode(context, 'email', text(context.input.email));
    },
    texts: { [Codes.badRequest]: 'Enter a valid email address.' },
  },

  'user.updatePhone': {
    async run(context) {
      const channel = (text(context.params.channel) || 'sms') as Channel;
      return sendUpdateCode(context, channel, text(context.input.phone));
    },
    texts: { [Codes.badRequest]: 'Enter a phone number with its country code, like +15550100.' },
  },

  'user.deleteEmail': {
    async run(context) {
      const user = currentUser(context);
      Object.assign(user, { email: '', verifiedEmail: false });
      modified(context.store, user, 'email');
      return NEXT;
    },
  },

  'user.deletePhone': {
    async run(context) {
      const user = currentUser(context);
      Object.assign(user, { phone: '', verifiedPhone: false });
      modified(context.store, user, 'phone');
      return NEXT;
    },
  },

  'user.deleteName': {
    async run(context) {
      const user = currentUser(context);
      Object.assign(user, { name: '', givenName: '', middleName: '', familyName: '' });
      modified(context.store, user, 'name');
      return NEXT;
    },
  },
};
