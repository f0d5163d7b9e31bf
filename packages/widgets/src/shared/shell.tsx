import type { Notice, WidgetType } from '@gatehouse/core';
import type { ReactNode } from 'react';
import { Toasts } from '../kit';
import { WidgetFrame, type WidgetFrameProps } from './frame';
import { useAtom } from './use-atom';
import type { HostedStore } from './use-widget-store';

/** A store whose notices the shell shows. */
interface NoticeSource {
  readonly $notices: { get(): Notice[]; listen(cb: (value: Notice[]) => void): () => void };
  dismiss(id: number): void;
}

const hasNotices = (store: object): store is NoticeSource => '$notices' in store;

function NoticeArea({ store }: { store: NoticeSource }) {
  const shown = useAtom(store.$notices);
  return <Toasts notices={shown} onDismiss={(id) => store.dismiss(Number(id))} />;
}

/** A widget as shown, then, for a store that has notices, its toasts. */
export const withNotices = (store: object, widget: ReactNode) => (
  <>
    {widget}
    {hasNotices(store) ? <NoticeArea store={store} /> : null}
  </>
);

export type WidgetShellProps<T extends WidgetType, S extends HostedStore> = WidgetFrameProps<T, S>;

/** The widget's frame (frame.tsx), then the widget and, for a store that has notices, its toasts. */
export function WidgetShell<T extends WidgetType, S extends HostedStore>({
  children,
  idle,
  ...frame
}: WidgetShellProps<T, S>) {
  return (
    <WidgetFrame<T, S> {...frame} idle={idle && ((store) => withNotices(store, idle(store)))}>
      {(store, pages) => withNotices(store, children(store, pages))}
    </WidgetFrame>
  );
}
