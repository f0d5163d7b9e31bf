import {
  type Client,
  createClient,
  createNotices,
  DEFAULT_BASE_URL,
  layoutFor,
  type Mgmt,
  type ModalLayout,
  type Notices,
  type RootLayout,
  type WidgetType,
} from '@gatehouse/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button, KitRoot, type KitTheme, Toasts } from '../kit';
import { HOST_TEXTS } from './texts';
import { useAtom } from './use-atom';

/** The props every admin widget takes (the element's attributes). */
export interface WidgetProps {
  projectId: string;
  /** The tenant the widget manages; required. */
  tenant: string;
  /** Names the widget's layouts; required. */
  widgetId: string;
  baseUrl?: string;
  /** Sample data and the built-in layouts: no request at all. */
  mock?: boolean;
  theme?: KitTheme;
  /** Called with the message when the widget cannot start (missing attribute, layout failure). */
  onError?: (message: string) => void;
}

/** What a widget's host needs to know about it. */
export interface WidgetSpec<S> {
  type: WidgetType;
  /** Sent as x-descope-widget-version (spec 000 §9). */
  version: string;
  /** The layout pages to load: `root` first, then the modals. */
  pages: readonly string[];
  createStore(options: { mgmt?: Mgmt; mock: boolean; notices: Notices }): S;
}

export interface HostedStore {
  load(): Promise<void>;
  destroy(): void;
}

export interface Layouts {
  root: RootLayout;
  modals: Record<string, ModalLayout>;
}

export interface WidgetHost<S> {
  /** Why the widget cannot start: a missing attribute. Nothing is created or called then. */
  problem: string | undefined;
  store: S | undefined;
  notices: Notices | undefined;
  layouts: Layouts | undefined;
  layoutFailed: boolean;
  retry(): void;
}

/** The first missing attribute, as the message the widget shows. */
export function configProblem({ projectId, tenant, widgetId, mock }: WidgetProps) {
  if (!tenant?.trim()) return HOST_TEXTS.tenantRequired;
  if (!widgetId?.trim()) return HOST_TEXTS.widgetIdRequired;
  if (!mock && !projectId?.trim()) return HOST_TEXTS.projectIdRequired;
  return undefined;
}

/**
 * Creates the widget's client (with the widget headers and tenant; none in mock mode), its
 * store and notices, loads the store and the layouts on mount, and destroys it all on unmount.
 */
export function useWidgetHost<S extends HostedStore>(
  spec: WidgetSpec<S>,
  props: WidgetProps,
): WidgetHost<S> {
  const { projectId, tenant, widgetId, baseUrl, mock = false } = props;
  const problem = configProblem(props);
  const [hosted, setHosted] = useState<{ store: S; notices: Notices }>();
  const [layouts, setLayouts] = useState<Layouts | 'failed'>();
  const [attempt, setAttempt] = useState(0);
  const onError = useRef(props.onError);
  onError.current = props.onError;

  useEffect(() => {
    if (problem) {
      onError.current?.(problem);
      return;
    }
    let client: Client | undefined;
    if (!mock) {
      client = createClient({
        projectId,
        tenant,
        ...(baseUrl && { baseUrl }),
        widget: { type: spec.type, id: widgetId, version: spec.version },
      });
    }
    const notices = createNotices();
    const store = spec.createStore({ mgmt: client?.mgmt, mock, notices });
    setHosted({ store, notices });
    // The widget's client shares the page's session through storage: read it before the
    // first management call, which authorises with that session's token.
    let cancelled = false;
    void (client ? client.session.start() : Promise.resolve()).then(() => {
      if (!cancelled) void store.load();
    });
    return () => {
      cancelled = true;
      store.destroy();
      notices.clear();
      client?.destroy();
      setHosted(undefined);
    };
  }, [spec, problem, projectId, tenant, widgetId, baseUrl, mock]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load (Retry)
  useEffect(() => {
    if (problem) return;
    const controller = new AbortController();
    setLayouts(undefined);
    const load = (page: string) =>
      layoutFor(baseUrl || DEFAULT_BASE_URL, projectId, spec.type, widgetId, page as 'root', {
        mock,
        signal: controller.signal,
      });
    void Promise.all(spec.pages.map(load)).then((results) => {
      if (controller.signal.aborted) return;
      const modals: Record<string, ModalLayout> = {};
      let root: RootLayout | undefined;
      results.forEach((result, index) => {
        if (!result.ok) return;
        const page = spec.pages[index] ?? '';
        if (page === 'root') root = result.data as RootLayout;
        else modals[page] = result.data as unknown as ModalLayout;
      });
      if (!root || results.some((result) => !result.ok)) {
        setLayouts('failed');
        onError.current?.(HOST_TEXTS.layoutFailed);
        return;
      }
      setLayouts({ root, modals });
    });
    return () => controller.abort();
  }, [spec, problem, projectId, widgetId, baseUrl, mock, attempt]);

  return {
    problem,
    store: problem ? undefined : hosted?.store,
    notices: problem ? undefined : hosted?.notices,
    layouts: problem || layouts === 'failed' ? undefined : layouts,
    layoutFailed: !problem && layouts === 'failed',
    retry: () => setAttempt((n) => n + 1),
  };
}

function NoticeArea({ notices }: { notices: Notices }) {
  const shown = useAtom(notices.$notices);
  return <Toasts notices={shown} onDismiss={(id) => notices.dismiss(Number(id))} />;
}

export interface WidgetShellProps<S> {
  host: WidgetHost<S>;
  theme: KitTheme | undefined;
  /** The widget itself, once its store and layouts are ready. */
  children: (store: S, layouts: Layouts, notices: Notices) => ReactNode;
}

/**
 * The widget's frame: theme and styles, the missing-attribute and layout-failure messages (with
 * Retry), a loading note, then the widget and its toasts.
 */
export function WidgetShell<S>({ host, theme, children }: WidgetShellProps<S>) {
  const { problem, store, notices, layouts } = host;
  let body: ReactNode;
  if (problem) {
    body = (
      <p role="alert" className="gh-w-error">
        {problem}
      </p>
    );
  } else if (host.layoutFailed) {
    body = (
      <div className="gh-w-failed">
        <p role="alert" className="gh-w-error">
          {HOST_TEXTS.layoutFailed}
        </p>
        <Button onClick={host.retry}>{HOST_TEXTS.retry}</Button>
      </div>
    );
  } else if (!store || !layouts || !notices) {
    body = <p role="status">{HOST_TEXTS.loading}</p>;
  } else {
    body = (
      <>
        {children(store, layouts, notices)}
        <NoticeArea notices={notices} />
      </>
    );
  }
  return <KitRoot theme={theme}>{body}</KitRoot>;
}
