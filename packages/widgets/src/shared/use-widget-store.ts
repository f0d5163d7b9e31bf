import type { LayoutsState, SessionClient, WidgetOptions, WidgetType } from '@gatehouse/core';
import { useEffect, useRef, useState } from 'react';
import type { KitTheme } from '../kit';
import { useWidgetClient } from './client';
import { HOST_TEXTS } from './texts';
import { type Readable, useAtom } from './use-atom';

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

/** What the host needs of a widget's store: where its layouts stand, load and destroy. */
export interface HostedStore {
  readonly $layouts: Readable<{ readonly status: LayoutsState<WidgetType>['status'] }>;
  load(): Promise<void>;
  destroy(): void;
}

/** The first missing attribute, as the message the widget shows. */
export function configProblem({ projectId, tenant, widgetId, mock }: WidgetProps) {
  if (!tenant?.trim()) return HOST_TEXTS.tenantRequired;
  if (!widgetId?.trim()) return HOST_TEXTS.widgetIdRequired;
  if (!mock && !projectId?.trim()) return HOST_TEXTS.projectIdRequired;
  return undefined;
}

export interface WidgetHost<S> {
  /** Why the widget cannot start: a missing attribute. Nothing is created or called then. */
  problem: string | undefined;
  store: S | undefined;
}

/**
 * The widget's store for its props, on the page's client: created (and loaded once the
 * page's session is known) on mount or when the props it depends on change, destroyed on
 * unmount. Everything the widget does lives in the store; this only mounts it.
 */
export function useWidgetStore<S extends HostedStore>(
  create: (options: WidgetOptions<never>) => S,
  props: WidgetProps,
): WidgetHost<S> {
  const { projectId, tenant, widgetId, baseUrl, mock = false } = props;
  const problem = configProblem(props);
  const client: SessionClient | undefined = useWidgetClient(projectId, baseUrl, mock);
  const [store, setStore] = useState<S>();
  const onError = useRef(props.onError);
  onError.current = props.onError;

  useEffect(() => {
    if (problem) {
      onError.current?.(problem);
      return;
    }
    const created = create({ client, tenant, widgetId, mock });
    setStore(created);
    let cancelled = false;
    // Management calls authorise with the page's session token: know it before the first.
    void (client ? client.session.start() : Promise.resolve()).then(() => {
      if (!cancelled) void created.load();
    });
    return () => {
      cancelled = true;
      created.destroy();
      setStore(undefined);
    };
  }, [create, problem, client, tenant, widgetId, mock]);

  const layouts = useAtom(store?.$layouts ?? IDLE);
  useEffect(() => {
    if (layouts.status === 'failed') onError.current?.(HOST_TEXTS.layoutFailed);
  }, [layouts.status]);

  return { problem, store: problem ? undefined : store };
}

const LOADING = { status: 'loading' } as const;
const IDLE = { get: () => LOADING, listen: () => () => {} };
