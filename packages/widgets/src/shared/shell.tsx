import type { LayoutsState, Notice, PagesOf, WidgetType } from '@gatehouse/core';
import type { ReactNode } from 'react';
import { Button, KitRoot, type KitTheme, Toasts } from '../kit';
import { Failed } from './failed';
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

/**
 * Before the widget knows its layout: the shape of a header and a table in placeholder bars,
 * and the word itself for assistive technology.
 */
function Loading() {
  return (
    <div className="gh-w-loading" aria-busy="true">
      <p role="status" className="gh-w-sr">
        {HOST_TEXTS.loading}
      </p>
      <span className="gh-w-skeleton" style={{ width: 140, height: 14 }} />
      <span className="gh-w-skeleton" style={{ width: '100%', maxWidth: 360, height: 32 }} />
      <span className="gh-w-skeleton" style={{ width: '100%', height: 160 }} />
    </div>
  );
}

function Ready<T extends WidgetType, S extends HostedStore>({
  store,
  children,
}: {
  store: S;
  children: (store: S, pages: PagesOf<T>) => ReactNode;
}) {
  const layouts = useAtom(store.$layouts) as unknown as LayoutsState<T>;
  if (layouts.status === 'loading') return <Loading />;
  if (layouts.status === 'failed') {
    return (
      <Failed message={HOST_TEXTS.layoutFailed}>
        <Button onClick={() => void store.load()}>{HOST_TEXTS.retry}</Button>
      </Failed>
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
        <Loading />
      )}
    </KitRoot>
  );
}
