import type { PagesOf, WidgetType } from '@gatehouse/core';
import type { ComponentType } from 'react';
import { WidgetShell } from './shell';
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
  /** The widget's own props (its element's attributes). */
  props: WidgetProps;
  /** Its store's factory from core (a module-level function: the store lives while it does). */
  create: (options: HostedOptions) => S;
  /** What it shows once its store and layouts are ready. */
  View: ComponentType<AdminViewProps<T, S>>;
}

/**
 * An admin widget: its store mounted for its props on the page's client, framed by the shell
 * (theme, words, the layouts' loading and failure, the toasts), then its view.
 */
export function AdminWidget<T extends WidgetType, S extends HostedStore>({
  props,
  create,
  View,
}: AdminWidgetProps<T, S>) {
  const host = useWidgetStore(create, props);
  return (
    <WidgetShell<T, S> host={host} theme={props.theme} locale={props.locale}>
      {(store, pages) => <View store={store} pages={pages} hideTitle={props.hideTitle} />}
    </WidgetShell>
  );
}
