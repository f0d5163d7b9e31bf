import { type ReactNode, type Ref, useEffect } from 'react';
import { baseUrl, projectId, widgetId } from '../config';
import { useTheme, widgetTheme } from '../theme/theme';
import type { ViewDefinition } from './views';

export interface ViewPageProps {
  view: ViewDefinition;
  tenant: string;
  mock: boolean;
  /** Beside the heading: the tenant picker (or mock mode's tenant). */
  context: ReactNode;
  /** The heading takes focus after the user picks a view, so screen readers announce it. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * One view: its heading and purpose, the tenant it manages, and its widget in a card (the
 * heading stands in for the widget's own title, which names its region only). The
 * card may be narrower than the widget's table: the table scrolls inside it, never the page.
 * Inside the app's <AuthProvider> the widget calls through the page's one client.
 */
export function ViewPage({ view, tenant, mock, context, headingRef }: ViewPageProps) {
  const theme = useTheme();
  const Widget = view.widget;
  useEffect(() => {
    document.title = `${view.label} · Admin console`;
  }, [view.label]);
  return (
    <>
      <div className="page-header">
        <div className="page-header__text">
          <h2 ref={headingRef} tabIndex={-1}>
            {view.label}
          </h2>
          <p className="muted">{view.description}</p>
        </div>
        {context}
      </div>
      <div className="card">
        <Widget
          projectId={projectId}
          baseUrl={baseUrl}
          tenant={tenant}
          widgetId={widgetId}
          mock={mock}
          theme={widgetTheme(theme)}
          // The view's heading names the widget: one "Users" heading on the page, not two.
          hideTitle
        />
      </div>
    </>
  );
}
