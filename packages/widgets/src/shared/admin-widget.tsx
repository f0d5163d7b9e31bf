import type { PagesOf, WidgetType } from '@gatehouse/core';
import type { ComponentType } from 'react';
import { WidgetFrame, type WidgetFrameProps } from './frame';
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

/** A frame: the shell (with toasts) or the bare frame (a widget without notices). */
type Frame = <T extends WidgetType, S extends HostedStore>(
  props: WidgetFrameProps<T, S>,
) => ReturnType<typeof WidgetFrame>;

/** An admin widget framed by `Frame`: its store mounted for its props, then its view. */
function framedWith(Frame: Frame) {
  return function Framed<T extends WidgetType, S extends HostedStore>({
    props,
    create,
    View,
  }: AdminWidgetProps<T, S>) {
    const host = useWidgetStore(create, props);
    return (
      <Frame<T, S> host={host} theme={props.theme} locale={props.locale}>
        {(store, pages) => <View store={store} pages={pages} hideTitle={props.hideTitle} />}
      </Frame>
    );
  };
}

/**
 * An admin widget: its store mounted for its props on the page's client, framed by the shell
 * (theme, words, the layouts' loading and failure, the toasts), then its view.
 */
export const AdminWidget = /* @__PURE__ */ framedWith(WidgetShell);

/**
 * An admin widget whose store never has notices (the audit): the same, in the bare frame, so
 * it ships none of the toasts' code.
 */
export const QuietAdminWidget = /* @__PURE__ */ framedWith(WidgetFrame);
