import {
  KIT_TEXTS,
  type LayoutsState,
  type PagesOf,
  WIDGET_TEXTS,
  type WidgetType,
} from '@gatehouse/core';
import { type ReactNode, useMemo } from 'react';
import { Button, KitRoot, type KitTheme } from '../kit';
import { Failed } from './failed';
import { useSection, useWidgetTexts, WidgetLocaleContext, type WidgetTexts } from './texts';
import { useAtom } from './use-atom';
import type { HostedStore, WidgetHost } from './use-widget-store';

// A widget that shows notices frames itself with the shell (shell.tsx), which adds them: a
// widget that never has any (the audit) ships none of their code.

/**
 * Before the widget knows its layout: the shape of a header and a table in placeholder bars,
 * and the word itself for assistive technology (once the widget's words are here).
 */
function Loading({ texts }: { texts: WidgetTexts | undefined }) {
  return (
    <div className="gh-w-loading" aria-busy="true">
      {texts ? (
        <p role="status" className="gh-w-sr">
          {texts('loading')}
        </p>
      ) : null}
      <span className="gh-w-skeleton" style={{ width: 140, height: 14 }} />
      <span className="gh-w-skeleton" style={{ width: '100%', maxWidth: 360, height: 32 }} />
      <span className="gh-w-skeleton" style={{ width: '100%', height: 160 }} />
    </div>
  );
}

function Ready<T extends WidgetType, S extends HostedStore>({
  store,
  children,
  idle,
}: {
  store: S;
  children: (store: S, pages: PagesOf<T>) => ReactNode;
  idle: ((store: S) => ReactNode) | undefined;
}) {
  const layouts = useAtom(store.$layouts) as unknown as LayoutsState<T>;
  const t = useWidgetTexts();
  if (layouts.status === 'idle' && idle) return idle(store);
  if (layouts.status === 'loading' || layouts.status === 'idle') return <Loading texts={t} />;
  if (layouts.status === 'failed') {
    return (
      <Failed message={t('layoutFailed')}>
        <Button onClick={() => void store.load()}>{t('retry')}</Button>
      </Failed>
    );
  }
  return children(store, layouts.pages);
}

export interface WidgetFrameProps<T extends WidgetType, S extends HostedStore> {
  host: WidgetHost<S>;
  theme: KitTheme | undefined;
  /** The widget's `locale`: its words (core's catalogue) and dates, and the root's `lang`. */
  locale: string | undefined;
  /** The widget itself, once its store and layouts are ready. */
  children: (store: S, pages: PagesOf<T>) => ReactNode;
  /** The widget while it needs no page (its layouts idle: the profile signed out). */
  idle?: (store: S) => ReactNode;
}

/**
 * The widget's frame: theme and styles (its `style-id`'s too), the missing-attribute message, the layouts' loading
 * and failure (with Retry), then the widget.
 */
export function WidgetFrame<T extends WidgetType, S extends HostedStore>({
  host,
  theme,
  locale,
  children,
  idle,
}: WidgetFrameProps<T, S>) {
  const { problem, store } = host;
  // The widget's words in its locale: English at once, another locale's once loaded (the
  // store loads its own with its layouts, meanwhile).
  const kit = useSection(KIT_TEXTS, locale);
  const texts = useSection(WIDGET_TEXTS, locale);
  const widgetLocale = useMemo(() => texts && { texts, tag: locale }, [texts, locale]);
  return (
    <KitRoot theme={theme} texts={kit} lang={texts && kit ? locale : undefined}>
      {host.style ? <style>{host.style}</style> : null}
      {!texts || !kit ? (
        <Loading texts={undefined} />
      ) : (
        <WidgetLocaleContext.Provider value={widgetLocale}>
          {problem ? (
            <p role="alert" className="gh-w-error">
              {texts(problem)}
            </p>
          ) : store ? (
            <Ready<T, S> store={store} idle={idle}>
              {children}
            </Ready>
          ) : (
            <Loading texts={texts} />
          )}
        </WidgetLocaleContext.Provider>
      )}
    </KitRoot>
  );
}
