// The profile's mock backend (spec 000 §1): a generated user, and every flow "succeeds" by
// changing that user here, the way the real flow changes it on the server. No network.
import { ok } from '../../http/result';
import type { User } from '../../schemas';
import { mockOk } from '../mock-result';
import type { ProfileBackend } from './backend';

/** A 1x1 transparent GIF: a picture that never leaves the page. */
const MOCK_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/** The signed-in user in mock mode: 'Test User', with an email, a phone and a passkey. */
export const mockProfileUser = (nowMs: number): User => ({
  loginIds: ['test.user@company.com'],
  userId: 'mock-profile-user',
  name: 'Test User',
  givenName: 'Test',
  familyName: 'User',
  email: 'test.user@company.com',
  phone: '+12025550100',
  verifiedEmail: true,
  verifiedPhone: true,
  status: 'enabled',
  createdTime: Math.floor(nowMs / 1000),
  webauthn: true,
  password: true,
});

/** What each built-in profile flow changes when it succeeds. */
const FLOW_CHANGES: Record<string, Partial<User>> = {
  'update-picture': { picture: MOCK_PICTURE },
  'update-email': { email: 'new.address@company.com', verifiedEmail: true },
  'delete-email': { email: '', verifiedEmail: false },
  'update-name': { name: 'Updated User' },
  'delete-name': { name: '' },
  'update-phone': { phone: '+12025550199', verifiedPhone: true },
  'delete-phone': { phone: '', verifiedPhone: false },
  'add-passkey': { webauthn: true },
  'change-password': { password: true },
};

export function createMockProfileBackend(now: () => number = Date.now): ProfileBackend {
  let user = mockProfileUser(now());
  return {
    me: () => mockOk(user),
    // Nothing to end in mock mode: the host is told all the same.
    logout: () => Promise.resolve(ok({})),
    completeFlow(flowId) {
      user = { ...user, ...FLOW_CHANGES[flowId] };
      return mockOk(user);
    },
  };
}
