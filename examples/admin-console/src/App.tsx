import { useClient, useSession, useUser } from '@gatehouse/react';
import { Flow } from '@gatehouse/react/flow';
import { useId, useState } from 'react';
import { mock } from './config';
import { WidgetArea } from './widgets';

/** One h1 in a banner; the main area shows the sign-in flow or the console. */
export function App() {
  const { status } = useSession();
  if (mock) return <MockConsole />;
  return (
    <>
      <header>
        <h1>Admin console</h1>
        {status === 'authenticated' && <Account />}
      </header>
      <main>
        {status === 'loading' && <p role="status">Loading…</p>}
        {status === 'unauthenticated' && <SignIn />}
        {status === 'authenticated' && <Console />}
      </main>
    </>
  );
}

function SignIn() {
  return (
    <section className="sign-in" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">Sign in</h2>
      {/* Redirects (OAuth, magic links) come back to this page, with the same query. */}
      <Flow flowId="sign-in" redirectUrl={window.location.href.split('#')[0]} />
    </section>
  );
}

function Account() {
  const client = useClient();
  const { user } = useUser();
  const [busy, setBusy] = useState(false);
  const name = user?.name || user?.loginIds[0] || 'Signed in';
  return (
    <>
      <p>
        Signed in as <strong>{name}</strong>
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await client.session.logout();
          setBusy(false);
        }}
      >
        Sign out
      </button>
    </>
  );
}

function Console() {
  const { tenants } = useSession();
  const { user } = useUser();
  const selectId = useId();
  const [chosen, setChosen] = useState<string>();
  // The first tenant by default, and again if the chosen one leaves the session.
  const tenant = chosen !== undefined && tenants.includes(chosen) ? chosen : tenants[0];
  const nameOf = (id: string) =>
    user?.userTenants?.find((t) => t.tenantId === id)?.tenantName || id;

  if (!tenant) {
    return (
      <p role="status">
        Your account is not a member of any tenant, so there is nothing to manage.
      </p>
    );
  }
  return (
    <>
      <div className="tenant">
        <label htmlFor={selectId}>Tenant</label>
        <select id={selectId} value={tenant} onChange={(event) => setChosen(event.target.value)}>
          {tenants.map((id) => (
            <option key={id} value={id}>
              {nameOf(id)}
            </option>
          ))}
        </select>
      </div>
      <WidgetArea key={tenant} tenant={tenant} />
    </>
  );
}

/** Generated data, no sign-in, no network: for trying the widgets out. */
function MockConsole() {
  return (
    <>
      <header>
        <h1>Admin console (mock data)</h1>
      </header>
      <main>
        <WidgetArea tenant="mock-tenant" mock />
      </main>
    </>
  );
}
