import type { GatehouseError, JwtResponse } from '@gatehouse/core';
import { useStore } from '@nanostores/react';
import {
  type CSSProperties,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { missingProvider, useOptionalClient } from '../provider';
import {
  createFlow,
  FLOW_TEXTS,
  type FlowInstance,
  type FlowTexts,
  hasErrorNode,
  THEME_ERROR,
  type ThemeMode,
  themeMode,
} from './create';
import { useFontStylesheets } from './fonts';
import { partOf, preloadParts, prepareScreen } from './parts';
import { FLOW_CSS } from './styles';

/**
 * The flow's loading state: before the first screen, and while a screen's code loads. Its
 * word is said once the flow's texts are here (another locale's load with its first files).
 */
const loading = (texts: FlowTexts | undefined) => (
  <div className="gh-loading" aria-busy="true">
    <div className="gh-spinner" aria-hidden="true" />
    {texts ? <span className="gh-visually-hidden">{texts('loading')}</span> : null}
  </div>
);

const NO_FONTS: readonly string[] = [];

// The debugger is for developers (the `debug` prop): its code loads only when it is shown.
const Debugger = lazy(() => import('./debugger'));

export interface FlowProps {
  /** The flow to run (its config and screens come from the project's content host). */
  flowId: string;
  tenant?: string;
  /** `'light'`, `'dark'`, or `''`/undefined to follow the OS (`prefers-color-scheme`). */
  theme?: string;
  /**
   * The page's language tag: the flow's screens in it (when the flow targets it), the
   * renderer's and the engine's own words from the catalogue (`fr-CA` reads `fr`, a locale
   * the catalogue lacks reads English), and sent to the provider, which words its error texts
   * in it.
   */
  locale?: string;
  redirectUrl?: string;
  /**
   * Where Google's sign-in client script is loaded from when a screen offers One Tap (default
   * Google's own; the emulator serves a stand-in at `/emulator/gsi/client`). http(s) only.
   */
  googleClientUrl?: string;
  /**
   * Values for the flow (the provider's `client` option): sent in the start options, where
   * the flow's conditions and actions can read them. Compared by value, so an inline object
   * does not restart the flow on every render.
   */
  client?: Record<string, unknown>;
  /**
   * The provider's `form` option: values by input name, each plain or `{value, disabled}`.
   * Sent with the flow's start, read by the screens' `{{form.x}}` placeholders, prefilled into
   * the inputs of that name (`disabled: true` disables them). Compared by value, as `client`.
   */
  form?: Record<string, unknown>;
  /** Called once when the flow completes, with the tokens it handed over. */
  onSuccess?: (authInfo: JwtResponse) => void;
  /** Called when the flow fails, or with an input error for an unsupported `theme`. */
  onError?: (error: GatehouseError) => void;
  /** Called once, when the first screen renders. */
  onReady?: () => void;
  /** Called with the screen id whenever a different screen is shown. */
  onScreenChange?: (screenId: string) => void;
  /** Show the debugger overlay listing the flow's logged errors and warnings. */
  debug?: boolean;
  className?: string;
  /**
   * Testing/advanced: run this flow instead of creating one with `createFlow`. `<Flow>` starts
   * it once; its owner destroys it, and it needs no `<AuthProvider>` (it has its client).
   * Without it, `<Flow>` creates one flow per flowId/tenant/locale/redirectUrl/
   * googleClientUrl/client/form on the provider's client and destroys it on unmount.
   */
  flow?: FlowInstance;
}

/** The error handed to `onError` (and logged) for an unsupported `theme`. */
export const themeError = (): GatehouseError => ({
  kind: 'input',
  code: 'E_THEME',
  message: THEME_ERROR,
});

/**
 * The sign-in flow: renders the screens of a flow of the nearest `<AuthProvider>`'s project
 * and hands the tokens to `onSuccess` when it completes.
 */
export function Flow(props: FlowProps) {
  const mode = themeMode(props.theme);
  const onError = useLatest(props.onError);
  useEffect(() => {
    if (mode) return;
    const error = themeError();
    console.error(error.message);
    onError.current?.(error);
  }, [mode, onError]);
  return mode ? <FlowRunner {...props} mode={mode} /> : null;
}

function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** Destroys scheduled per flow, so a StrictMode effect replay can cancel them. */
const pendingDestroy = new WeakMap<FlowInstance, ReturnType<typeof setTimeout>>();
const started = new WeakSet<FlowInstance>();

/** The injected flow, or one created per options; started once, destroyed if owned. */
function useFlowInstance(props: FlowProps): FlowInstance {
  // An injected flow runs on the client it was made on: only a flow made here needs the
  // provider's. So a widget hosting its own flow renders <Flow> without an <AuthProvider>,
  // and its chunk does not reach createClient.
  const client = useOptionalClient();
  const { flow: injected, flowId, tenant, locale, redirectUrl, googleClientUrl } = props;
  const values = props.client ? JSON.stringify(props.client) : undefined;
  const formValues = props.form ? JSON.stringify(props.form) : undefined;
  const created = useMemo(
    () =>
      injected
        ? undefined
        : createFlow(client ?? missingProvider(), {
            flowId,
            tenant,
            locale,
            redirectUrl,
            googleClientUrl,
            client: values ? JSON.parse(values) : undefined,
            form: formValues ? JSON.parse(formValues) : undefined,
          }),
    [injected, client, flowId, tenant, locale, redirectUrl, googleClientUrl, values, formValues],
  );
  const flow = injected ?? created!;

  useEffect(() => {
    const timer = pendingDestroy.get(flow);
    if (timer !== undefined) {
      clearTimeout(timer);
      pendingDestroy.delete(flow);
    }
    // The screens' parts that are chunks load before a screen that needs them shows; the rules
    // every screen needs start loading now, alongside the engine's first requests.
    preloadParts();
    flow.prepareScreens(prepareScreen(locale));
    if (!started.has(flow)) {
      started.add(flow);
      flow.start().catch(() => {
        // The engine reports failures through its state ('failed') and log.
      });
    }
    return () => {
      if (!created) return;
      pendingDestroy.set(
        flow,
        setTimeout(() => {
          pendingDestroy.delete(flow);
          flow.destroy();
        }),
      );
    };
  }, [flow, created, locale]);

  return flow;
}

function FlowRunner(props: FlowProps & { mode: ThemeMode }) {
  const ScreenStyles = partOf('styles');
  const ScreenView = partOf('screen');
  const flow = useFlowInstance(props);
  const state = useStore(flow.$state);
  const form = useStore(flow.$form);
  const log = useStore(flow.$log);
  const disabled = useStore(flow.$disabled);
  const texts = useStore(flow.$texts);
  const latest = useLatest(props);

  const screen = state.screen;
  // A waiting step (polling for a link to be opened) keeps its screen in view.
  const showScreen =
    !!screen &&
    (state.status === 'screen' || state.status === 'loading' || state.status === 'waiting');

  // Callbacks: ready once per flow, success once per flow, error per failure, screen changes.
  const reported = useRef<{ flow?: FlowInstance; ready?: boolean; success?: boolean }>({});
  if (reported.current.flow !== flow) reported.current = { flow };
  useEffect(() => {
    if (state.status === 'screen' && !reported.current.ready) {
      reported.current.ready = true;
      latest.current.onReady?.();
    }
    if (state.status === 'completed' && state.authInfo && !reported.current.success) {
      reported.current.success = true;
      latest.current.onSuccess?.(state.authInfo);
    }
  }, [state.status, state.authInfo, latest]);
  useEffect(() => {
    if (state.status === 'failed' && state.error) latest.current.onError?.(state.error);
  }, [state.status, state.error, latest]);
  const shownScreen = state.status === 'screen' ? state.screenId : undefined;
  useEffect(() => {
    if (shownScreen !== undefined) latest.current.onScreenChange?.(shownScreen);
  }, [shownScreen, latest]);

  // The theme's look is core's (the engine computes it, with its code loaded on demand): here
  // it is only applied, as custom properties on the root and the mode's font stylesheets in
  // the head.
  const { look } = state;
  useFontStylesheets(look?.stylesheets[props.mode] ?? NO_FONTS);

  let body: ReactNode;
  if (showScreen) {
    body = (
      <>
        {state.status === 'loading' && texts ? (
          <span className="gh-visually-hidden">{texts('loading')}</span>
        ) : null}
        {state.status === 'waiting' && texts ? (
          <p className="gh-status" role="status">
            {texts('waiting')}
          </p>
        ) : null}
        {/* The engine shows a screen once its parts have loaded (prepareScreen). A screen
            shown before this <Flow> gave it that hook shows as a whole once its parts are
            there, so that it focuses its first input as any screen does. */}
        <Suspense fallback={loading(texts)}>
          <ScreenStyles />
          <ScreenView
            key={state.screenId}
            screen={screen}
            screenState={state.screenState}
            direction={state.direction}
            busy={form.submitting || state.status === 'loading'}
            form={form}
            disabled={disabled}
            locale={props.locale}
            texts={texts ?? FLOW_TEXTS.en}
            hasErrorNode={hasErrorNode(screen.nodes)}
            debug={props.debug}
            onValue={flow.setValue}
            onButton={(button) => void flow.press(button.interactionId)}
            onEnter={() => void flow.pressEnter()}
          />
        </Suspense>
      </>
    );
  } else if (
    state.status === 'loading' ||
    (state.status === 'screen' && !screen) ||
    // A wait or a failure before the flow's texts are here shows as loading, for a moment.
    (!texts && (state.status === 'waiting' || state.status === 'failed'))
  ) {
    body = loading(texts);
  } else if (state.status === 'waiting' && texts) {
    body = (
      <p className="gh-status" role="status">
        {texts('waiting')}
      </p>
    );
  } else if (state.status === 'failed' && texts) {
    body = (
      <div className="gh-container">
        <p className="gh-error" role="alert">
          {texts('failed')}
        </p>
        <button
          type="button"
          className="gh-button"
          data-variant="primary"
          onClick={() => void flow.restart()}
        >
          {texts('tryAgain')}
        </button>
      </div>
    );
  } else {
    body = null;
  }

  return (
    <div
      className={props.className ? `gh-flow ${props.className}` : 'gh-flow'}
      data-theme={props.mode}
      data-status={state.status}
      lang={props.locale || undefined}
      style={look?.vars as CSSProperties | undefined}
    >
      <style>{FLOW_CSS}</style>
      {body}
      {props.debug ? (
        <Suspense fallback={null}>
          <Debugger log={log} locale={props.locale} />
        </Suspense>
      ) : null}
    </div>
  );
}
