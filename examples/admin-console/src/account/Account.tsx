import { useClient, useUser } from '@gatehouse/react';
import { useState } from 'react';

/**
 * Who is signed in, and Sign out. Signing out ends the page's one session (every widget uses
 * the same client), which brings the sign-in flow back. A long name or email is cut short on
 * screen (console.css): the whole of it is its title, and stays in the accessibility tree.
 */
export function Account() {
  const client = useClient();
  const { user } = useUser();
  const [busy, setBusy] = useState(false);
  const name = user?.name || user?.loginIds[0] || 'Signed in';
  const email = user?.email && user.email !== name ? user.email : undefined;
  return (
    <section aria-label="Account" className="account">
      <div className="account__id">
        <p className="account__name" title={name}>
          Signed in as <strong>{name}</strong>
        </p>
        {email ? (
          <p className="account__email" title={email}>
            {email}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await client.session.logout();
          setBusy(false);
        }}
      >
        Sign out
      </button>
    </section>
  );
}

/** The account's place in mock mode: nobody signs in, and it says so. */
export function MockAccount() {
  return (
    <section aria-label="Account" className="account">
      <div className="account__id">
        <p>
          <strong>Sample data</strong>
        </p>
        <p className="account__email">No sign-in, nothing sent to a server.</p>
      </div>
    </section>
  );
}
