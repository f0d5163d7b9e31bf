import { useClient, useSession, useUser } from '@gatehouse/react';

export interface AccountNavbarItemProps {
  /** Docusaurus renders navbar items a second time in the mobile sidebar, with `mobile`. */
  mobile?: boolean;
}

/**
 * The signed-in reader and a 'Sign out' button, for the site's navbar: `{ type:
 * 'custom-gatehouse-account', position: 'right' }`. Signing out ends the session (tokens,
 * timers, the DS cookie) and the gate shows the sign-in flow again. Nothing while signed out.
 */
export function AccountNavbarItem({ mobile }: AccountNavbarItemProps) {
  const client = useClient();
  const { status } = useSession();
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
