import { Flow } from '@gatehouse/react/flow';
import { flowTheme, useTheme } from '../theme/theme';

/**
 * The emulator's (or provider's) `sign-in` flow, in a card, themed like the page. The flow's
 * screens bring their own titles (an h2), so the console adds none of its own.
 */
export function SignIn() {
  const theme = useTheme();
  return (
    <div className="sign-in">
      <p className="muted">Sign in as a tenant admin to manage your tenant.</p>
      {/* Redirects (OAuth, magic links) come back to this page, query kept, view dropped. */}
      <Flow
        flowId="sign-in"
        className="sign-in__flow"
        theme={flowTheme(theme)}
        redirectUrl={window.location.href.split('#')[0]}
      />
    </div>
  );
}
