import {
  type Client,
  type LayoutsState,
  WIDGET_TEXTS,
  type WidgetIdProblem,
  type WidgetOptions,
  type WidgetType,
  widgetHostParts,
  widgetIdProblem,
} from '@gatehouse/core';
import { useEffect, useRef, useState } from 'react';
import type { KitTheme } from '../kit';
import { useWidgetClient } from './client';
import { type Readable, useAtom } from './use-atom';

/** The props every widget takes (its element's attributes), whatever else it requires. */
export interface CommonWidgetProps {
  projectId: string;
  /** Names the widget's layouts; required, one path segment (core's `widgetIdProblem`). */
  widgetId: string;
  baseUrl?: string;
  /** Sample data and the built-in layouts: no request at all. */
  mock?: boolean;
  theme?: KitTheme;
  /**
   * The page's own heading names the widget already (a console view's "Users"): the widget
   * shows no title of its own, and its title still names its region.
   */
  hideTitle?: boolean;
  /**
   * The language the widget speaks (a BCP 47 tag): its words from core's catalogue, its
   * layouts in that locale where the project has them, its dates. `fr-CA` reads French; a
   * locale the catalogue lacks reads English (the default).
   */
  locale?: string;
  /**
   * Called with the message when the widget cannot start (missing attribute, layout failure):
   * in English, for the host's code and logs; the widget says it in its locale.
   */
  onError?: (message: string) => void;
  /**
   * Called once the widget first shows its data (its layout and its first answer in); the
   * elements dispatch `ready`. Once per store: a later search does not call it again.
   */
  onReady?: () => void;
  /**
   * Log the widget's own requests and its state transitions to the console, each line naming
   * the widget's kind and id (core's `debugWidget`, loaded only then): shapes, never a token or
   * a value. The provider's `debug` attribute.
   */
  debug?: boolean;
  /**
   * The project's style to show the widget in: `{style-id}.json` from its content (theme.json's
   * shape), read by core's `loadWidgetStyle`, loaded only then. The provider's `style-id`.
   */
  styleId?: string;
}

/** The props every admin widget takes (the element's attributes). */
export interface WidgetProps extends CommonWidgetProps {
  /** The tenant the widget manages; required. */
  tenant: string;
}

/** The props the host reads: the common ones, and the tenant where a widget has one. */
type HostProps = CommonWidgetProps & { tenant?: string };

/** What a widget is to its host: its kind, and what it requires. */
export interface WidgetNeeds {
  /** The widget's kind: its debug log names it, with its id. */
  kind: WidgetType;
  /** The tenant attribute is required: the admin widgets act in one, the profile on its user. */
  tenant: boolean;
}

/** What the host needs of a widget's store: where its layouts stand, load and destroy. */
export interface HostedStore {
  readonly $layouts: Readable<{ readonly status: LayoutsState<WidgetType>['status'] }>;
  /** Where its first data stands: 'ready' once it is in (every widget's store has one). */
  readonly $status: Readable<string>;
  load(): Promise<void>;
  destroy(): void;
}

/** What a widget cannot start without: the key of its message in the catalogue. */
export type ConfigProblem = 'tenantRequired' | WidgetIdProblem | 'projectIdRequired';

/** The first missing attribute, as the key of the message the widget shows. */
export function configProblem(
  { projectId, tenant, widgetId, mock }: HostProps,
  needsTenant = true,
): ConfigProblem | undefined {
  if (needsTenant && !tenant?.trim()) return 'tenantRequired';
  const idProblem = widgetIdProblem(widgetId);
  if (idProblem) return idProblem;
  if (!mock && !projectId?.trim()) return 'projectIdRequired';
  return undefined;
}

export interface WidgetHost<S> {
  /** Why the widget cannot start: a missing attribute. Nothing is created or called then. */
  problem: ConfigProblem | undefined;
  store: S | undefined;
  /** The page's client the store calls through; none in mock mode. */
  client: Client | undefined;
  /** The CSS of the widget's `styleId`, once loaded. */
  style?: string;
}

/** What the host gives a store: the page's client and the attributes. */
export type HostedOptions = Pick<
  WidgetOptions<never>,
  'tenant' | 'widgetId' | 'mock' | 'locale'
> & {
  client?: Client;
};

/**
 * The widget's store for its props, on the page's client: created (and loaded once the
 * page's session is known) on mount or when the props it depends on change, destroyed on
 * unmount. Everything the widget does lives in the store; this only mounts it. A widget says
 * what it is and needs (`needs`): an admin widget requires its tenant.
 */
export function useWidgetStore<S extends HostedStore>(
  create: (options: HostedOptions) => S,
  props: HostProps,
  needs: WidgetNeeds,
): WidgetHost<S>;
export function useWidgetStore(
  create: (options: HostedOptions) => HostedStore,
  props: HostProps,
  { kind, tenant: needsTenant }: WidgetNeeds,
): WidgetHost<HostedStore> {
  const { projectId, tenant, widgetId, baseUrl, mock = false, locale, debug, styleId } = props;
  const problem = configProblem(props, needsTenant);
  const client = useWidgetClient(projectId, baseUrl, mock);
  const [store, setStore] = useState<HostedStore>();
  const onError = useRef(props.onError);
  onError.current = props.onError;
  const onReady = useRef(props.onReady);
  onReady.current = props.onReady;
  const readied = useRef<HostedStore>(undefined);
  const scope = needsTenant ? tenant : undefined;

  useEffect(() => {
    if (problem) {
      onError.current?.(WIDGET_TEXTS.en(problem));
      return;
    }
    const created = create({ client, tenant: scope, widgetId, mock, locale });
    setStore(created);
    let cancelled = false;
    // Calls authorise with the page's session token: know it before the first.
    void (client ? client.session.start() : Promise.resolve()).then(() => {
      if (!cancelled) void created.load();
    });
    return () => {
      cancelled = true;
      created.destroy();
      setStore(undefined);
    };
  }, [create, problem, client, scope, widgetId, mock, locale]);

  const layouts = useAtom(store?.$layouts ?? IDLE);
  useEffect(() => {
    if (layouts.status === 'failed') onError.current?.(WIDGET_TEXTS.en('layoutFailed'));
  }, [layouts.status]);

  // Ready once per store, after the render that shows its layout and its first answer.
  const status = useAtom(store?.$status ?? IDLE_STATUS);
  const shown = layouts.status === 'ready' && status === 'ready';
  useEffect(() => {
    if (shown && readied.current !== store) {
      readied.current = store;
      onReady.current?.();
    }
  }, [shown, store]);

  // The debug log and the style: core's host part, asked for only when either is set. A part
  // that cannot load leaves the widget as it is (unlogged, in its own look), and warns.
  const [style, setStyle] = useState<string>();
  useEffect(() => {
    if (!store || !(debug || styleId)) return setStyle(undefined);
    let stop: (() => void) | undefined;
    let live = true;
    const http = client?.http;
    const attach = { kind, id: widgetId, store, http, debug, styleId, onStyle: setStyle };
    void widgetHostParts().then(
      ({ hostWidget }) => {
        if (live) stop = hostWidget(attach);
      },
      (error: Error) => console.warn(`Gatehouse: ${error.message}`),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [store, client, kind, widgetId, debug, styleId]);

  return { problem, store: problem ? undefined : store, client, style };
}

const LOADING = { status: 'loading' } as const;
const IDLE = { get: () => LOADING, listen: () => () => {} };
const IDLE_STATUS = { get: () => 'idle', listen: () => () => {} };
