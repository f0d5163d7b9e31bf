import type { ReactNode } from 'react';
import { ThemeSwitch } from '../theme/ThemeSwitch';
import type { ViewId } from '../views/views';
import { Nav } from './Nav';
import { useMenu } from './use-menu';

// The page frame every state of the console shares (loading, sign-in, the console, mock):
// a banner with the one h1 and the theme switch, and the main area. With `nav` it adds the
// sidebar (navigation and account), which collapses behind a menu button on narrow screens.

const MENU_ID = 'console-menu';

export interface ShellProps {
  /** The navigation: given once there is a console to move around in. */
  nav?: { current: ViewId; onNavigate(id: ViewId): void };
  /** The signed-in user and Sign out, at the foot of the sidebar. */
  account?: ReactNode;
  children: ReactNode;
}

export function Shell({ nav, account, children }: ShellProps) {
  const menu = useMenu();
  return (
    <div className="shell" data-layout={nav ? 'console' : 'plain'}>
      {/* A button, not a link to #content: the hash is the route, so it must not change. */}
      <button
        type="button"
        className="skip-link"
        onClick={() => document.getElementById('content')?.focus()}
      >
        Skip to content
      </button>
      <header className="header">
        {nav ? (
          <button
            ref={menu.buttonRef}
            type="button"
            className="menu-button"
            aria-label="Menu"
            aria-expanded={menu.open}
            aria-controls={MENU_ID}
            onClick={menu.toggle}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" className="icon">
              <path d={menu.open ? 'M3.5 3.5l9 9M12.5 3.5l-9 9' : 'M2 4h12M2 8h12M2 12h12'} />
            </svg>
          </button>
        ) : null}
        <div className="brand">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="brand__mark">
            <rect width="24" height="24" rx="6" />
            <path d="M7 18V10a5 5 0 0 1 10 0v8M11 18v-5h2v5" />
          </svg>
          <h1>Admin console</h1>
        </div>
        <ThemeSwitch />
      </header>
      {nav ? (
        <>
          <div
            id={MENU_ID}
            ref={menu.panelRef}
            className="sidebar"
            data-open={menu.open || undefined}
          >
            <Nav
              current={nav.current}
              onNavigate={(id) => {
                menu.close();
                nav.onNavigate(id);
              }}
            />
            {account}
          </div>
          {menu.open ? (
            // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer shortcut; Escape and the menu button close it from the keyboard
            <div className="scrim" onClick={() => menu.close()} />
          ) : null}
        </>
      ) : null}
      <main id="content" tabIndex={-1} className="main">
        {children}
      </main>
    </div>
  );
}
