import { useSession } from '@gatehouse/react';
import { Account, MockAccount } from './account/Account';
import { Shell } from './shell/Shell';
import { SignIn } from './sign-in/SignIn';
import { MockTenant, TenantPicker, useTenant } from './tenant/TenantPicker';
import { Console } from './views/Console';

// The console's states: the session loading, signed out (the sign-in flow), signed in (the
// console for a tenant), and mock mode, which has no session at all.

/** The console against a real project: inside <AuthProvider> (main.tsx). */
export function App() {
  const { status } = useSession();
  if (status === 'authenticated') return <SignedInConsole />;
  return (
    <Shell>
      {status === 'loading' ? (
        <p role="status" className="notice">
          Loading…
        </p>
      ) : (
        <SignIn />
      )}
    </Shell>
  );
}

function SignedInConsole() {
  const { tenant, tenants, choose, nameOf } = useTenant();
  return (
    <Console
      tenant={tenant}
      account={<Account />}
      context={
        tenant ? (
          <TenantPicker tenant={tenant} tenants={tenants} onChange={choose} nameOf={nameOf} />
        ) : null
      }
    />
  );
}

const MOCK_TENANT = 'mock-tenant';

/**
 * ?mock=1: the same console on generated data. There is no <AuthProvider> above it, so no
 * client exists: no session, no request, nothing to sign in to.
 */
export function MockApp() {
  return (
    <Console
      tenant={MOCK_TENANT}
      mock
      account={<MockAccount />}
      context={<MockTenant tenant={MOCK_TENANT} />}
    />
  );
}
