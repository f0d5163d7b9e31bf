import type { PagesOf, WidgetType } from '@gatehouse/core';
import type { ComponentType, ReactNode } from 'react';
import { WidgetFrame } from './frame';
import { withNotices } from './shell';
import { useTablePart } from './table-part';
import {
  type HostedOptions,
  type HostedStore,
  useWidgetStore,
  type WidgetProps,
} from './use-widget-store';

/** What an admin widget's view is given once its layouts are here. */
export interface AdminViewProps<T extends WidgetType, S> {
  store: S;
  pages: PagesOf<T>;
  /** The host's heading names the widget (see `CommonWidgetProps.hideTitle`). */
  hideTitle: boolean | undefined;
}

export interface AdminWidgetProps<T extends WidgetType, S extends HostedStore> {
  /** The widget's kind (its debug log names it). */
  kind: T;
  /** The widget's own props (its element's attributes). */
  props: WidgetProps;
  /** Its store's factory from core (a module-level function: the store lives while it does). */
  create: (options: HostedOptions) => S;
  /** What it shows once its store and layouts are ready. */
  View: ComponentType<AdminViewProps<T, S>>;
}

/**
 * An admin widget: its store mounted for its props on the page's client, in the widget's
 * frame (theme, words, the layouts' loading and failure), then its view, passed to `around`
 * when given (the toasts after it).
 */
function framedWith(around?: (store: object, view: ReactNode) => ReactNode) {
  return function Framed<T extends WidgetType, S extends HostedStore>({
    kind,
    props,
    create,
    View,
  }: AdminWidgetProps<T, S>) {
    // The list shows its data in the table, a part on demand: `ready` waits for it too.
    const table = useTablePart(props.onReady);
    const host = useWidgetStore(
      create,
      { ...props, onReady: table.onReady },
      { kind, tenant: true },
    );
    return (
      <table.Drawn value={table.drawn}>
        <WidgetFrame<T, S> host={host} theme={props.theme} locale={props.locale}>
          {(store, pages) => {
            const view = <View store={store} pages={pages} hideTitle={props.hideTitle} />;
            return around ? around(store, view) : view;
          }}
        </WidgetFrame>
      </table.Drawn>
    );
  };
}

/** An admin widget, and the toasts of its store's notices after its view. */
export const AdminWidget = /* @__PURE__ */ framedWith(withNotices);

/**
 * An admin widget whose store never has notices (the audit): the same without the toasts, so
 * it ships none of their code.
 */
export const QuietAdminWidget = /* @__PURE__ */ framedWith();
