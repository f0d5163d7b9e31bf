import type { LayoutsState, Notice, PagesOf, WidgetType } from '@gatehouse/core';
import type { ReactNode } from 'react';
import { Button, KitRoot, type KitTheme, Toasts } from '../kit';
import { HOST_TEXTS } from './texts';
import { useAtom } from './use-atom';
import type { HostedStore, WidgetHost } from './use-widget-store';

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

function Ready<T extends WidgetType, S extends HostedStore>({
  store,
  children,
}: {
  store: S;
  children: (store: S, pages: PagesOf<T>) => ReactNode;
}) {
  const layouts = useAtom(store.$layouts) as unknown as LayoutsState<T>;
  if (layouts.status === 'loading') {
    return (
      <p role="status" className="gh-w-note">
        {HOST_TEXTS.loading}
      </p>
    );
  }
  if (layouts.status === 'failed') {
    return (
      <div className="gh-w-failed">
        <p role="alert" className="gh-w-error">
          {HOST_TEXTS.layoutFailed}
        </p>
        <Button onClick={() => void store.load()}>{HOST_TEXTS.retry}</Button>
      </div>
    );
  }
  return (
    <>
      {children(store, layouts.pages)}
      {hasNotices(store) ? <NoticeArea store={store} /> : null}
    </>
  );
}

export interface WidgetShellProps<T extends WidgetType, S extends HostedStore> {
  host: WidgetHost<S>;
  theme: KitTheme | undefined;
  /** The widget itself, once its store and layouts are ready. */
  children: (store: S, pages: PagesOf<T>) => ReactNode;
}

/**
 * The widget's frame: theme and styles, the missing-attribute message, the layouts' loading
 * and failure (with Retry), then the widget and its toasts.
 */
export function WidgetShell<T extends WidgetType, S extends HostedStore>({
  host,
  theme,
  children,
}: WidgetShellProps<T, S>) {
  const { problem, store } = host;
  return (
    <KitRoot theme={theme}>
      {problem ? (
        <p role="alert" className="gh-w-error">
          {problem}
        </p>
      ) : store ? (
        <Ready<T, S> store={store}>{children}</Ready>
      ) : (
        <p role="status" className="gh-w-note">
          {HOST_TEXTS.loading}
        </p>
      )}
    </KitRoot>
  );
}
