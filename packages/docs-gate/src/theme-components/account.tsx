import { useClient, useUser } from '@gatehouse/react';
import { useShownStatus } from './shown-status';

export interface AccountNavbarItemProps {
  /** Docusaurus renders navbar items a second time in the mobile sidebar, with `mobile`. */
  mobile?: boolean;
}

/**
 * The signed-in reader and a 'Sign out' button, for the site's navbar: `{ type:
 * 'custom-gatehouse-account', position: 'right' }`. Signing out ends the session (tokens,
 * timers, the DS cookie) and the gate shows the sign-in flow again (behind the server gate, on
 * its sign-in page). Nothing while signed out.
 */
export function AccountNavbarItem({ mobile }: AccountNavbarItemProps) {
  const client = useClient();
  // Not signed in, as in the built HTML, until the page has hydrated.
  const status = useShownStatus();
  const { user } = useUser();
  if (status !== 'authenticated') return null;
  const email = user?.email ?? '';
  const signOut = () => void client.session.logout();
  const button = (
    <button type="button" className="button button--secondary button--sm" onClick={signOut}>
      Sign out
    </button>
  );
  if (mobile) {
    return (
      <li className="menu__list-item gatehouse-account gatehouse-account--mobile">
        {email ? <span className="gatehouse-account__email">{email}</span> : null}
        {button}
      </li>
    );
  }
  return (
    <div className="navbar__item gatehouse-account">
      {email ? (
        <span className="gatehouse-account__email" title={email}>
          {email}
        </span>
      ) : null}
      {button}
    </div>
  );
}
