import { useClient, useUser } from '@gatehouse/react';
import type { ReactNode } from 'react';
import { useShownStatus } from './shown-status';
import { requestSignIn } from './sign-in-request';

export interface AccountNavbarItemProps {
  /** Docusaurus renders navbar items a second time in the mobile sidebar, with `mobile`. */
  mobile?: boolean;
}

/**
 * The signed-in reader and a 'Sign out' button, for the site's navbar: `{ type:
 * 'custom-gatehouse-account', position: 'right' }`. Signing out ends the session (tokens,
 * timers, the DS cookie) and the gate shows the sign-in flow again (behind the server gate, on
 * its sign-in page), or, on a public page, the page signed out. Signed out (only public pages
 * show then), a 'Sign in' button: the gate signs the reader in and brings them back here.
 * Nothing until the page has hydrated, as in the built HTML.
 */
export function AccountNavbarItem({ mobile }: AccountNavbarItemProps) {
  const client = useClient();
  // Not signed in, as in the built HTML, until the page has hydrated.
  const status = useShownStatus();
  const { user } = useUser();
  if (status === 'unauthenticated') return <SignInItem mobile={mobile} />;
  if (status !== 'authenticated') return null;
  const email = user?.email ?? '';
  const signOut = () => void client.session.logout();
  const button = (
    <button type="button" className="button button--secondary button--sm" onClick={signOut}>
      Sign out
    </button>
  );
  return (
    <AccountSlot mobile={mobile}>
      {email ? (
        <span className="gatehouse-account__email" title={mobile ? undefined : email}>
          {email}
        </span>
      ) : null}
      {button}
    </AccountSlot>
  );
}

/** 'Sign in', for a reader without a session on a public page. */
function SignInItem({ mobile }: AccountNavbarItemProps) {
  return (
    <AccountSlot mobile={mobile}>
      <button type="button" className="button button--secondary button--sm" onClick={requestSignIn}>
        Sign in
      </button>
    </AccountSlot>
  );
}

/** Where the item sits: a navbar item, or a list item of the mobile sidebar's menu. */
function AccountSlot({ mobile, children }: AccountNavbarItemProps & { children: ReactNode }) {
  return mobile ? (
    <li className="menu__list-item gatehouse-account gatehouse-account--mobile">{children}</li>
  ) : (
    <div className="navbar__item gatehouse-account">{children}</div>
  );
}
