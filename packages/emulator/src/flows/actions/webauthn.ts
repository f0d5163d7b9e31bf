import { addPasskey, addUser, newUser } from '../../federation/users';
import {
  assertedCredentialId,
  creationOptions,
  optionsString,
  requestOptions,
  verifyAssertion,
  verifyCreation,
} from '../../federation/webauthn-rp';
import { Codes, conflict, unauthorized } from '../../http/errors';
import { newId } from '../../state/ids';
import { findUserById, findUserByLoginId } from '../../state/store';
import { type Actions, type Answer, fail, NEXT } from '../action';
import type { FlowCeremony } from '../execution';
import { loginIdOf, originOf, text } from './flow-input';
import { authenticate, currentUser } from './signed-in';

// Passkeys: a start step hands the client the options, the finish step checks its answer.

const ceremonyAnswer = (ceremony: FlowCeremony, options: string, create: boolean): Answer => ({
  action: create ? 'webauthnCreate' : 'webauthnGet',
  webauthn: { transactionId: ceremony.transactionId, options, create },
});

export const webauthnActions: Actions = {
  'webauthn.signUpStart': {
    async run(context) {
      const { store, execution } = context;
      const loginId = loginIdOf(context);
      const rp = originOf(context);
      if (findUserByLoginId(store.data, loginId)) throw conflict('User already exists');
      const name = text(execution.form.name);
      const userId = newId('U2');
      const options = await creationOptions({ ...rp, loginId, name, userId, exclude: [] });
      const ceremony: FlowCeremony = {
        ...rp,
        transactionId: newId('W2'),
        purpose: 'signup',
        challenge: options.challenge,
        loginId,
        name,
        userId,
      };
      execution.webauthn = ceremony;
      return { type: 'handoff', answer: ceremonyAnswer(ceremony, optionsString(options), true) };
    },
    texts: {
      [Codes.conflict]:
        'An account with this email exists without a passkey. Sign in another way, then add one.',
    },
  },

  'webauthn.signInStart': {
    async run(context) {
      const { store, execution } = context;
      const rp = originOf(context);
      const user = execution.loginId ? findUserByLoginId(store.data, execution.loginId) : undefined;
      if (execution.loginId && !user?.webauthn.length) return fail('No passkey for this account.');
      const options = await requestOptions(rp.rpID, user?.webauthn ?? []);
      const ceremony: FlowCeremony = {
        ...rp,
        transactionId: newId('W2'),
        purpose: 'signin',
        challenge: options.challenge,
        loginId: execution.loginId,
        name: '',
        userId: user?.userId ?? '',
      };
      execution.webauthn = ceremony;
      return { type: 'handoff', answer: ceremonyAnswer(ceremony, optionsString(options), false) };
    },
  },

  'webauthn.addStart': {
    async run(context) {
      const { execution } = context;
      const user = currentUser(context);
      const rp = originOf(context);
      const loginId = user.loginIds[0] ?? user.userId;
      const options = await creationOptions({
        ...rp,
        loginId,
        name: user.name,
        userId: user.userId,
        exclude: user.webauthn,
      });
      const ceremony: FlowCeremony = {
        ...rp,
        transactionId: newId('W2'),
        purpose: 'update',
        challenge: options.challenge,
        loginId,
        name: user.name,
        userId: user.userId,
      };
      execution.webauthn = ceremony;
      return { type: 'handoff', answer: ceremonyAnswer(ceremony, optionsString(options), true) };
    },
  },

  'webauthn.finish': {
    async run(context) {
      const { store, execution, input } = context;
      const ceremony = execution.webauthn;
      // One answer per ceremony, as a challenge must be: a failed finish uses it up too.
      execution.webauthn = undefined;
      if (!ceremony) return fail('The passkey request expired. Try again.');
      if (input.failure !== undefined && input.failure !== '' && input.failure !== null) {
        return fail('The passkey was not used. Try again, or choose another way.');
      }
      if (text(input.transactionId) && text(input.transactionId) !== ceremony.transactionId) {
        return fail('The passkey request expired. Try again.');
      }
      const response =
        typeof input.response === 'string' ? input.response : JSON.stringify(input.response ?? '');
      if (ceremony.purpose === 'signin') {
        const credentialId = assertedCredentialId(response);
        const candidates = ceremony.userId
          ? [findUserById(store.data, ceremony.userId)]
          : store.data.users;
        const user = candidates.find((u) => u?.webauthn.some((cred) => cred.id === credentialId));
        const credential = user?.webauthn.find((cred) => cred.id === credentialId);
        if (!user || !credential) throw unauthorized('Unknown passkey');
        credential.counter = await verifyAssertion(ceremony, response, credential);
        authenticate(context, user, 'webauthn', ['webauthn']);
        return NEXT;
      }
      const credential = await verifyCreation(ceremony, response, store.now());
      if (ceremony.purpose === 'update') {
        if (!addPasskey(store, currentUser(context), credential)) {
          return fail('This passkey is already registered.');
        }
        return NEXT;
      }
      // Another sign-up may have taken the login id since start.
      if (findUserByLoginId(store.data, ceremony.loginId)) throw conflict('User already exists');
      const user = newUser(store, {
        loginId: ceremony.loginId,
        name: ceremony.name,
        verifiedEmail: false,
        userId: ceremony.userId,
      });
      user.webauthn.push(credential);
      addUser(store, user, 'webauthn');
      execution.newUser = true;
      authenticate(context, user, 'webauthn', ['webauthn']);
      return NEXT;
    },
    texts: {
      [Codes.unauthorized]: 'The passkey could not be verified. Try again.',
      [Codes.badRequest]: 'The passkey could not be verified. Try again.',
    },
  },
};
