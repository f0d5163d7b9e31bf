import { redeemIdpInitiatedCode, redeemSamlCode, startSaml } from '../../auth/saml';
import { Codes } from '../../http/errors';
import { type Actions, fail, NEXT } from '../action';
import { ERROR_TEXTS } from '../error-texts';
import { text } from './flow-input';
import { authenticate } from './signed-in';

// SAML single sign-on (src/auth/saml.ts): a redirect to the tenant's emulated identity
// provider, and the code it sends back to the flow.

export const samlActions: Actions = {
  'saml.start': {
    async run(context) {
      const { store, execution, c } = context;
      const origin = c.get('origin');
      const { state, url } = startSaml(store, origin, {
        // A tenant id, else the identified email, whose domain names the tenant.
        tenant: text(context.params.tenant) || execution.loginId,
        // The identity provider's answer appends `code` to this URL, which resumes the flow.
        redirectURL: context.resumeUrl(context.step.onSuccess, `${origin}/emulator/saml/done`),
      });
      execution.samlState = state;
      return { type: 'handoff', answer: { action: 'redirect', redirect: { url } } };
    },
    texts: { [Codes.badRequest]: ERROR_TEXTS.ssoMissing },
  },

  // `params.idpInitiated`: the code came with the flow's start, from a sign-on the identity
  // provider began (no `saml.start` in this execution), so only such a code is taken.
  'saml.exchange': {
    async run(context) {
      const { store, execution, input } = context;
      const code = text(input.exchangeCode) || text(input.code);
      if (!code) return fail(ERROR_TEXTS.ssoCancelled);
      const user = context.params.idpInitiated
        ? redeemIdpInitiatedCode(store, code)
        : redeemSamlCode(store, code, execution.samlState ?? '');
      execution.samlState = undefined;
      authenticate(context, user, 'saml', ['saml']);
      return NEXT;
    },
    texts: { [Codes.unauthorized]: ERROR_TEXTS.ssoFailed },
  },
};
