import { type ReactNode, useEffect, useRef } from 'react';
import { useHashView } from '../shell/routing';
import { Shell } from '../shell/Shell';
import { ViewPage } from './ViewPage';
import { DEFAULT_VIEW, VIEW_IDS, type ViewId, viewById } from './views';

export interface ConsoleProps {
  /** The tenant the widgets manage; undefined when the account has none. */
  tenant: string | undefined;
  mock?: boolean;
  account: ReactNode;
  /** Shown beside each view's heading: the tenant picker. */
  context: ReactNode;
}

/**
 * The console proper, the same for a signed-in admin and for mock mode: the shell with its
 * navigation, and the view the hash names. A new tenant remounts the widget (its `key`), so
 * nothing of the previous tenant's lists or selection survives the switch.
 */
export function Console({ tenant, mock = false, account, context }: ConsoleProps) {
  const current = useHashView(VIEW_IDS, DEFAULT_VIEW);
  const view = viewById(current);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  // After the user picked a view, its heading gets the focus (not on load, not on back).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [current]);

  const onNavigate = (id: ViewId) => {
    if (id === current) heading.current?.focus();
    else focusHeading.current = true;
  };

  return (
    <Shell nav={{ current, onNavigate }} account={account}>
      {tenant || view.tenant === false ? (
        <ViewPage
          key={`${view.id}:${tenant}`}
          view={view}
          tenant={tenant ?? ''}
          mock={mock}
          context={view.tenant === false ? null : context}
          headingRef={heading}
        />
      ) : (
        <>
          <h2 ref={heading} tabIndex={-1}>
            {view.label}
          </h2>
          <p role="status" className="notice">
            Your account is not a member of any tenant, so there is nothing to manage.
          </p>
        </>
      )}
    </Shell>
  );
}
