import type { Client } from '../../client';
import { type Locale, localeOf } from '../../i18n/locale';
import type { Messages } from '../../i18n/message';
import type { Section } from '../../i18n/section';
import { WIDGET_TEXTS } from '../../i18n/sections';
import type { Texts } from '../../i18n/texts';
import type { WIDGET_EN } from '../../i18n/widget/en';
import type { WidgetType } from '../../layout/pages';
import { widgetIdProblem } from '../../layout/widget-id';
import {
  createLayoutsStore,
  type LayoutsOptions,
  type LayoutsStore,
  type PagesOf,
} from '../layouts/store';
import { createNotices, type Notices } from '../notices';
import type { WidgetOptions } from './options';

/** What every admin widget store is built on. */
export interface WidgetBase<T extends WidgetType, Backend> {
  /** Where the widget's calls go: the client's management API as this widget, or the mock. */
  api: Backend;
  now: () => number;
  notices: Notices;
  layouts: LayoutsStore<T>;
  /** The widget's locale: the catalogue's for `options.locale` (English by default). */
  locale: Locale;
  /**
   * A section of the catalogue in the widget's locale: loaded with the layouts for the
   * sections the widget names (`BuiltIn.texts`) and the widgets' common one; English until
   * then, and for good when they cannot load.
   */
  texts<M extends Messages>(section: Section<M>): Texts<M>;
  /** The widgets' common texts (notices' message, cells, copy failures) in the locale. */
  widgetTexts(): Texts<typeof WIDGET_EN>;
}

/** A section as the base loads it, whatever its messages. */
interface Loadable {
  get(locale: Locale): unknown;
  load(locale: Locale): Promise<unknown>;
}

/** What a widget brings of its own: sample data for mock mode, and its built-in pages. */
export interface BuiltIn<T extends WidgetType, Backend> {
  backend: (now: () => number) => Backend;
  /** Its built-in pages, or a loader of them in a locale (see `LayoutsOptions.builtIn`). */
  layouts: PagesOf<T> | ((locale: Locale) => Promise<PagesOf<T>>);
  /** The pages its layouts load up front (`LayoutsOptions.upFront`; default: every page). */
  upFront?: LayoutsOptions<T>['upFront'];
  /**
   * The sections of the catalogue the widget's store speaks with before anything is asked of
   * it (its notices); they load with its layouts, in its locale. The widgets' common section
   * always does.
   */
  texts?: readonly Loadable[];
  /**
   * The backend over the page's client, as this widget: a management widget's is the groups
   * of the management API it calls (`mgmtBackend(groups)`: only these are bundled with it);
   * the user profile's acts on the session itself.
   */
  server: (client: Client, widget: ServedWidget) => Backend;
}

/** The widget a backend over the page's client calls as: its type, its id and its tenant. */
export interface ServedWidget {
  type: WidgetType;
  id: string;
  tenant: string | undefined;
}

/**
 * The id of a widget served from a server, checked by the one widget id rule: it names the
 * layouts the server serves and the widget in its calls' headers. A widget that loads nothing
 * (mock, a backend of the caller's own) shows the built-in layouts and needs none.
 */
function widgetIdOf(widgetId: string | undefined, fromServer: boolean): string {
  const problem = fromServer ? widgetIdProblem(widgetId) : undefined;
  if (problem) throw new TypeError(WIDGET_TEXTS.en(problem));
  return widgetId ?? '';
}

/**
 * The backend and layouts of a widget of `type`: in mock mode the mock backend and the
 * built-in layouts; with a client, the widget's `server` backend over it (a management
 * widget's: the groups of the management API it calls, scoped to the tenant and marked with
 * the widget's headers, `mgmtBackend`), and the layouts it serves for the widget id; with a
 * backend of the caller's own (`mgmt`), that backend and the built-in layouts. No notices: a
 * widget that never shows any (the audit) is built on this alone and ships none of their code.
 */
export function createQuietWidgetBase<T extends WidgetType, Backend>(
  type: T,
  options: WidgetOptions<Backend>,
  builtIn: BuiltIn<T, Backend>,
): Omit<WidgetBase<T, Backend>, 'notices'> {
  const now = options.now ?? Date.now;
  const fromServer = !options.mock && !options.mgmt && !!options.client;
  const widgetId = widgetIdOf(options.widgetId, fromServer);
  let api: Backend;
  if (options.mock) api = builtIn.backend(now);
  else if (options.mgmt) api = options.mgmt as Backend;
  else if (options.client) {
    api = builtIn.server(options.client, { type, id: widgetId, tenant: options.tenant });
  } else {
    throw new TypeError('A client (or a management backend) is required unless mock is set');
  }
  const locale = localeOf(options.locale);
  const sections: readonly Loadable[] = [WIDGET_TEXTS, ...(builtIn.texts ?? [])];
  // A locale's texts that cannot load leave the widget in English: it still works.
  const ready = () =>
    sections.every((section) => section.get(locale))
      ? undefined
      : Promise.all(sections.map((section) => section.load(locale).catch(() => undefined)));
  const texts = <M extends Messages>(section: Section<M>) => section.get(locale) ?? section.en;
  return {
    api,
    now,
    layouts: createLayoutsStore(type, {
      builtIn: builtIn.layouts,
      http: fromServer ? options.client?.http : undefined,
      widgetId,
      mock: !fromServer,
      locale,
      ready,
      upFront: builtIn.upFront,
    }),
    locale,
    texts,
    widgetTexts: () => texts(WIDGET_TEXTS),
  };
}

/** A widget's base (`createQuietWidgetBase`) and its notices: the options', or its own. */
export function createWidgetBase<T extends WidgetType, Backend>(
  type: T,
  options: WidgetOptions<Backend>,
  builtIn: BuiltIn<T, Backend>,
): WidgetBase<T, Backend> {
  const base = createQuietWidgetBase(type, options, builtIn);
  return { ...base, notices: options.notices ?? createNotices() };
}
