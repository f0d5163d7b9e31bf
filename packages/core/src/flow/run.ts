import type { Client } from '../client';
import { type ErrorKind, type GatehouseError, localError } from '../http/errors';
import { fail as failed, type Result } from '../http/result';
import { getJson, getText } from '../http/static-host';
import { loadOnce } from '../load-once';
import type { FlowResponse } from '../schemas/flow';
import { webauthnSupported } from '../webauthn/support';
import { abTestingKey } from './ab-testing';
import { createFlowApi } from './api';
import { evaluateConditions } from './conditions';
import {
  conditionsOf,
  contentUrl,
  type FlowConfig,
  ProjectConfig,
  screenFiles,
  withVersion,
} from './config';
import {
  LAST_AUTH_KEY,
  MESSAGES,
  POLL_INTERVAL_MS,
  POLLING_INTERACTION,
  START_OPTIONS_VERSION,
  SUBMIT_INTERACTION,
  SUPPORTED_FLOW_VERSION,
} from './constants';
import type { FingerprintLoader } from './fingerprint';
import { isSafeUrl, type Screen, type UnknownNode } from './nodes';
import { navigateTo } from './redirect';
import type { ApplyScreenState, Configure } from './state/apply';
import { formOptionValues } from './state/prefill';
import { needsConfigure } from './state/sources';
import { stepDirection } from './step-order';
import type { FlowStorage } from './storage';
import { readJson } from './storage';
import type { FlowLogEntry, FlowOptions, FlowState, ScreenState } from './types';
import type { UrlIntake } from './url-intake';
import { type ValidationTexts, walk } from './validate';

/**
 * The screen reader (flow/screen-reader.ts: the content reader, the mapper, the screen's schema
 * and the screen state's application), fetched the first time a screen loads, beside its
 * request: what the sign-in page loads up front does not grow. A screen is only ever shown
 * once it has loaded.
 */
const loadScreenReader = /* @__PURE__ */ loadOnce(() => import('./screen-reader'));

type Input = Record<string, unknown>;
export type FlowResult = Result<FlowResponse>;

export interface RunOptions extends FlowOptions {
  /** Where `/pages/{projectId}/v2-beta/` is served (default: the client's baseUrl). */
  contentBaseUrl?: string;
  /** Replaces the FingerprintJS Pro loader (tests, or a self-hosted agent). */
  loadFingerprint?: FingerprintLoader;
}

/** What a run shares with the flow that owns it. */
export interface RunHost {
  client: Client;
  options: RunOptions;
  storage: FlowStorage;
  /**
   * The provider's URL parameters, read once by the first run (a restart starts clean); a
   * promise while their reader loads.
   */
  intake: UrlIntake | Promise<UrlIntake>;
  /** The renderer's code for a screen: the screen shows once it has loaded (see prepareScreens). */
  prepare(screen: Screen): unknown;
  /** Settles once the flow's texts in its locale are here: a screen shows only after. */
  worded: Promise<unknown>;
  /** The flow's texts: its locale's once loaded (English before, and if they cannot load). */
  texts(): ValidationTexts;
  read(): FlowState;
  write(state: FlowState): void;
  log(entry: FlowLogEntry): void;
}

/** One attempt at a flow: from loading its content to completion or failure. */
export interface Run {
  /** Load config and theme, pick the start screen by the conditions, and start (or resume). */
  begin(): Promise<void>;
  /** Send the current screen's values through a button; settles once the answer is shown. */
  submit(interactionId: string, values: Input): Promise<FlowResult>;
  /** Abandon the run: requests aborted, timers and deferred redirects cancelled, no more writes. */
  stop(): void;
}

/** Everything flow start sends besides the interaction, fixed once per run. */
interface StartContext {
  flow: FlowConfig & { version: number };
  componentsVersion?: string;
  abTestingKey: number;
  /** Set while a locally shown start screen waits for its first submit (which starts). */
  pendingStart?: { conditionInteractionId?: string };
  /** The componentsConfig of the flow and of the start condition that held, in that order. */
  componentsConfig: unknown[];
}

const transient = (error: GatehouseError) =>
  error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500;

function flowError(error: NonNullable<FlowResponse['error']>): GatehouseError {
  const message = [error.description, error.message].filter(Boolean).join(': ');
  return {
    kind: 'http',
    code: error.code || 'E_FLOW',
    message: message || 'The flow answered with an error',
    ...(error.description && { description: error.description }),
    ...(error.message && { detail: error.message }),
  };
}

/** The page origin, sent with every submit: the server's relying party for passkeys. */
const pageOrigin = (): Input =>
  typeof window !== 'undefined' && window.location?.origin
    ? { origin: window.location.origin }
    : {};

export function createRun(host: RunHost): Run {
  const { client, options, storage } = host;
  const { projectId } = client;
  const { flowId } = options;
  const contentBase = options.contentBaseUrl ?? client.http.baseUrl;
  const abort = new AbortController();

  const api = createFlowApi(client.http);

  let stopped = false;
  let intake: UrlIntake = {};
  /** Settles once the theme's look is in the state (or failed to load): screens wait for it. */
  let looked: Promise<void> | undefined;
  let context: StartContext | undefined;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let cancelRedirect: (() => void) | undefined;
  /** The shown screen's document as loaded: each screen state is applied to it afresh. */
  let shownDocument: Screen | undefined;

  /** componentsConfig's step, once a screen needed it (its code is a chunk of its own). */
  let configure: Configure | undefined;
  const stateContext = () => ({
    componentsConfig: context?.componentsConfig,
    form: options.form,
    lastAuth: client.session.lastUser(),
    configure,
  });

  /** The screen state's step (flow/state/apply.ts), set with the screen reader that loads it. */
  let apply: ApplyScreenState | undefined;
  /**
   * The one place a screen's state is applied: the screen as shown. A document exists only once
   * the reader (and `apply` with it) has loaded.
   */
  const present = (doc: Screen, screenState: ScreenState | undefined) =>
    apply ? apply(doc, screenState, stateContext()) : doc;

  /** Load componentsConfig's step when this state (or the flow's config) has a config. */
  async function loadConfigure(screenState: ScreenState | undefined): Promise<boolean> {
    if (configure || !needsConfigure(screenState, stateContext())) return true;
    const loaded = await required('components-config', () => import('./state/components-config'));
    configure = loaded?.configureScreen;
    return !!loaded;
  }

  const patch = (update: Partial<FlowState>) => {
    if (!stopped) host.write({ ...host.read(), ...update });
  };
  const log = (level: FlowLogEntry['level'], message: string, detail?: unknown) => {
    if (stopped) return;
    const entry: FlowLogEntry = { level, message, at: Date.now() };
    if (detail !== undefined) entry.detail = detail;
    host.log(entry);
  };
  /** Log a §8 message and end the run with it. */
  const fail = (message: string, code: string, detail?: unknown, kind: ErrorKind = 'schema') => {
    log('error', message, detail);
    const error = localError(kind, code, message);
    if (typeof detail === 'string') error.description = detail;
    patch({ status: 'failed', error });
  };
  /** Code the run needs (a screen's parts, a step's chunk) could not be fetched. */
  const codeMissing = (name: string) => fail(MESSAGES.noCode, 'E_FLOW_CODE', name, 'network');

  /**
   * A chunk the run cannot go on without: its module, or undefined once the run has stopped
   * or failed for want of it.
   */
  async function required<M>(name: string, load: () => Promise<M>): Promise<M | undefined> {
    const loaded = await load().catch(() => undefined);
    if (stopped) return undefined;
    if (!loaded) codeMissing(name);
    return loaded;
  }

  const getContent = (file: string) =>
    getJson(client.http, contentUrl(contentBase, projectId, file), abort.signal);
  /** A screen's file: the provider's HTML, as text. */
  const getScreenText = (file: string) =>
    getText(client.http, contentUrl(contentBase, projectId, file), abort.signal);

  /** A flow call; the SDK's input checks (spec 001 §5) become an error value, never a throw. */
  async function call(request: () => Promise<FlowResult>): Promise<FlowResult> {
    try {
      return await request();
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      return failed(localError('input', 'E_FLOW_INPUT', message));
    }
  }

  function start(conditionInteractionId: string | undefined, interactionId: string, input: Input) {
    const ctx = context!;
    const last = client.session.lastUser();
    const remembered = readJson<{ authMethod?: string; oauthProvider?: string }>(
      storage,
      LAST_AUTH_KEY,
    );
    const startOptions = {
      redirectUrl: options.redirectUrl,
      location: typeof window !== 'undefined' ? window.location?.href : undefined,
      tenant: options.tenant,
      deviceInfo: { webAuthnSupport: webauthnSupported() },
      lastAuth: {
        authMethod: remembered?.authMethod,
        oauthProvider: remembered?.oauthProvider,
        loginId: last.loginId,
        name: last.name,
      },
      abTestingKey: ctx.abTestingKey,
      client: options.client ?? {},
      startOptionsVersion: START_OPTIONS_VERSION,
      locale: options.locale,
      ...intake.start?.options,
    };
    return call(() =>
      api.start(
        flowId,
        startOptions,
        conditionInteractionId,
        interactionId,
        ctx.componentsVersion,
        { [flowId]: ctx.flow.version },
        // The page's `form` option goes with start, as the provider's component sends it.
        { ...formOptionValues(options.form), ...input, ...intake.start?.input },
        abort.signal,
      ),
    );
  }

  function next(interactionId: string, input: Input) {
    const { executionId, stepId } = host.read();
    return call(() =>
      api.next(
        executionId as string,
        stepId as string,
        interactionId,
        context?.flow.version,
        context?.componentsVersion,
        input,
        abort.signal,
      ),
    );
  }

  /** A submit's input: what the user gave, and the page origin (spec 001 §7). */
  const submitted = (input: Input): Input => ({ ...input, ...pageOrigin() });

  /**
   * The screen: its HTML file (localized when the flow targets the locale, else the plain
   * one), read safely and mapped to our node tree. The reader loads beside the first request.
   * `false` when the reader's code could not load (the run has failed with E_FLOW_CODE).
   */
  async function loadScreen(screenId: string | undefined): Promise<Screen | false | undefined> {
    if (!screenId || !context) return undefined;
    const reader = loadScreenReader().catch(() => undefined);
    for (const file of screenFiles(screenId, context.flow, options.locale)) {
      const fetched = await getScreenText(file);
      if (!fetched.ok) continue;
      const loaded = await reader;
      if (stopped) return undefined;
      if (!loaded) {
        // The run has failed for want of the reader's code: no "no screen" after it.
        codeMissing('screen reader');
        return false;
      }
      apply = loaded.applyScreenState;
      const content = await loaded.readContent(fetched.data);
      if (!content.ok) {
        log('warn', `${file} could not be read: ${content.error.message}`, content.error);
        return undefined;
      }
      // The mapper builds the tree; the schema still checks it, as it did any screen.
      const parsed = loaded.checkScreen(loaded.screenFromContent(screenId, content.data));
      if (!parsed.success) {
        log('warn', `${file} is not a valid screen`, parsed.error.issues);
        return undefined;
      }
      for (const node of walk(parsed.data.nodes)) {
        if (node.type === 'unknown') {
          const { component } = node as UnknownNode;
          log('warn', `${MESSAGES.unknownComponent}: ${component}`, { component, screenId });
        }
      }
      return parsed.data;
    }
    return undefined;
  }

  /**
   * What a screen says of a submit that failed: the server's words for a refusal (it words
   * them in the flow's locale), ours for no answer at all.
   */
  function failureText(error: GatehouseError): string {
    const { flow } = host.texts();
    if (error.kind === 'network') return flow('offline');
    if (error.kind === 'timeout') return flow('timeout');
    if (error.kind === 'schema') return flow('failed');
    return error.message;
  }

  async function showScreen(
    screenId: string | undefined,
    screenState: ScreenState | undefined,
    previousStep: string | undefined,
  ) {
    const screen = await loadScreen(screenId);
    if (screen === false) return;
    // The renderer's code for the screen loads alongside the theme's: the screen shows whole.
    const prepared =
      screen &&
      Promise.resolve(screen)
        .then(host.prepare)
        .then(
          () => true,
          () => false,
        );
    const [configured] = await Promise.all([loadConfigure(screenState), looked, host.worded]);
    const ready = await prepared;
    if (stopped || !configured) return;
    if (!screen) {
      fail(MESSAGES.noScreen, 'E_FLOW_SCREEN', screenId);
      return;
    }
    if (!ready) {
      codeMissing(screen.id);
      return;
    }
    shownDocument = screen;
    patch({
      status: 'screen',
      screenId,
      screen: present(screen, screenState),
      screenState: screenState ?? {},
      direction: stepDirection(previousStep, host.read().stepId),
    });
    // A screen that waits for something done elsewhere asks the server, as the provider's
    // web component does for a screen holding a polling loader.
    if (screen.polls) schedulePoll();
  }

  function schedulePoll() {
    clearTimeout(pollTimer);
    pollTimer = setTimeout(async () => {
      pollTimer = undefined;
      const result = await next(POLLING_INTERACTION, {});
      if (stopped) return;
      if (!result.ok && transient(result.error)) {
        // A network blip must not end a flow that waits for an email link: poll again.
        log('warn', result.error.message, result.error);
        schedulePoll();
        return;
      }
      await handle(result);
    }, POLL_INTERVAL_MS);
  }

  async function webauthn(response: FlowResponse) {
    const transactionId = response.webauthn?.transactionId;
    const webauthnOptions = response.webauthn?.options;
    if (!transactionId || !webauthnOptions) {
      fail(MESSAGES.noWebauthn, 'E_FLOW_WEBAUTHN');
      return;
    }
    patch({ status: 'waiting', webauthnTransactionId: transactionId, webauthnOptions });
    const step = await required('passkey-step', () => import('./passkey-step'));
    if (!step) return;
    const create = response.action === 'webauthnCreate';
    const input = await step.passkeyStepInput(create, webauthnOptions, transactionId, log);
    if (stopped) return;
    await handle(await next(SUBMIT_INTERACTION, submitted(input)));
  }

  async function loadForm(response: FlowResponse) {
    const saml = response.samlIdpResponse;
    // RelayState is optional in SAML: without one the form posts it empty, as the
    // provider's component does.
    if (!saml?.url || !saml.samlResponse || !isSafeUrl(saml.url)) {
      fail(MESSAGES.noSaml, 'E_FLOW_SAML');
      return;
    }
    const relayState = saml.relayState ?? '';
    patch({
      status: 'waiting',
      samlIdpResponseUrl: saml.url,
      samlIdpResponseSamlResponse: saml.samlResponse,
      samlIdpResponseRelayState: relayState,
    });
    // Posting the form is a chunk of its own: only an identity-provider flow needs it.
    const loaded = await required('load-form', () => import('./load-form'));
    loaded?.submitSamlForm(saml.url, saml.samlResponse, relayState);
  }

  function complete(response: FlowResponse) {
    // The session adopts authInfo (and remembers its user) through http.onResult; what it
    // cannot know is the flow's lastAuth. That goes to the session too, so `lastUser()`
    // reads it whatever storage the flow and the session were each given.
    const user = response.authInfo?.user;
    const lastAuth = response.lastAuth;
    client.session.rememberLastUser({
      loginId: user?.loginIds?.[0] ? undefined : lastAuth?.loginId,
      name: user?.name ? undefined : lastAuth?.name,
    });
    if (lastAuth?.authMethod) {
      storage.setItem(
        LAST_AUTH_KEY,
        JSON.stringify({ authMethod: lastAuth.authMethod, oauthProvider: lastAuth.oauthProvider }),
      );
    }
    patch({ status: 'completed', authInfo: response.authInfo });
  }

  /** Carry out one flow answer; `onScreen` keeps a failed submit on its screen. */
  async function handle(result: FlowResult, onScreen = false): Promise<void> {
    // The first answer shows in the project's look, never in the default one first.
    await looked;
    if (stopped) return;
    if (!result.ok) {
      const state = host.read();
      log('error', result.error.message, result.error);
      if (onScreen && state.screen) {
        const screenState = { ...state.screenState, errorText: failureText(result.error) };
        patch({
          status: 'screen',
          error: result.error,
          screen: shownDocument ? present(shownDocument, screenState) : state.screen,
          screenState,
        });
      } else {
        patch({ status: 'failed', error: result.error });
      }
      return;
    }
    const response = result.data;
    const previousStep = host.read().stepId;
    if (context) context.pendingStart = undefined;
    patch({
      executionId: response.executionId,
      stepId: response.stepId,
      action: response.action,
      ...(response.openInNewTabUrl && { openInNewTabUrl: response.openInNewTabUrl }),
    });
    if (response.error) {
      const error = flowError(response.error);
      log('error', error.message, response.error);
      patch({ error });
    }
    if (response.status === 'completed') {
      complete(response);
      return;
    }
    switch (response.action) {
      case 'screen':
        await showScreen(response.screen?.id, response.screen?.state, previousStep);
        return;
      case 'poll':
        // A waiting step names the screen to show meanwhile ("check your email").
        if (response.screen?.id && response.screen.id !== host.read().screenId) {
          await showScreen(response.screen.id, response.screen.state, previousStep);
        }
        patch({ status: 'waiting' });
        schedulePoll();
        return;
      case 'redirect': {
        const url = response.redirect?.url;
        if (!url || !isSafeUrl(url)) {
          fail(MESSAGES.noRedirectUrl, 'E_FLOW_REDIRECT');
          return;
        }
        patch({ status: 'waiting', redirectTo: url });
        cancelRedirect?.();
        cancelRedirect = (intake.navigate ?? navigateTo)(url);
        return;
      }
      case 'webauthnCreate':
      case 'webauthnGet':
        await webauthn(response);
        return;
      case 'loadForm':
        await loadForm(response);
        return;
      default:
        if (response.status === 'failed' && response.error) {
          patch({ status: 'failed' });
          return;
        }
        fail(MESSAGES.noScreen, 'E_FLOW_ACTION', response.action);
    }
  }

  /**
   * The look of the project's theme and cssTemplate. Reading them is a chunk of its own, loaded
   * only for a project that has either, while the run makes its first request. Without it the
   * flow still works in the default look, so a failed load is logged and the run goes on.
   */
  const loadLook = (theme: unknown, cssTemplate: unknown) =>
    import('./theme').then(
      ({ flowLook }) => {
        const origin = typeof window !== 'undefined' ? window.location?.origin : undefined;
        patch({ look: flowLook(theme, cssTemplate, origin) });
      },
      (cause: unknown) => log('error', `${MESSAGES.noCode}: theme`, cause),
    );

  async function begin(): Promise<void> {
    patch({ status: 'loading' });
    // The URL's reader, when it has to load, loads alongside the project's files.
    const [configFile, themeFile, taken] = await Promise.all([
      getContent('config.json'),
      getContent('theme.json'),
      Promise.resolve(host.intake).catch(() => undefined),
    ]);
    if (stopped) return;
    if (!taken) {
      codeMissing('url-intake');
      return;
    }
    intake = taken;
    if (themeFile.ok) patch({ theme: themeFile.data });
    else log('warn', MESSAGES.noTheme, themeFile.error);

    const config = configFile.ok ? ProjectConfig.safeParse(configFile.data) : undefined;
    const theme = themeFile.ok ? themeFile.data : undefined;
    const cssTemplate = config?.success ? config.data.cssTemplate : undefined;
    if (theme !== undefined || cssTemplate !== undefined) looked = loadLook(theme, cssTemplate);
    const listed = config?.success ? config.data.flows[flowId] : undefined;
    const flow = listed && withVersion(listed);
    if (!config?.success || !flow) {
      await looked;
      fail(MESSAGES.noConfig, 'E_FLOW_CONFIG', MESSAGES.noConfigHint);
      return;
    }
    if (flow.version > SUPPORTED_FLOW_VERSION) {
      fail(MESSAGES.unsupportedVersion, 'E_FLOW_VERSION', `flow version ${flow.version}`);
      return;
    }
    context = {
      flow,
      componentsVersion: config.data.componentsVersion,
      abTestingKey: abTestingKey(storage),
      componentsConfig: [flow.componentsConfig],
    };
    if (!context.componentsVersion) log('error', MESSAGES.noComponentsVersion);
    patch({ cssTemplate: config.data.cssTemplate });

    if (flow.fingerprintEnabled && flow.fingerprintKey) {
      const apiKey = flow.fingerprintKey;
      const warn = (message: string, detail?: unknown) => log('warn', message, detail);
      // The fingerprint code (and FingerprintJS, which it loads) is a chunk of its own, fetched
      // only by flows that fingerprint. Failing to load it is what failing to load the agent
      // is: a warning, and the flow goes on without a fingerprint.
      const fingerprint = await import('./fingerprint').then(
        ({ ensureFingerprint }) =>
          ensureFingerprint({
            apiKey,
            storage,
            loader: options.loadFingerprint,
            warn,
            signal: abort.signal,
          }),
        (cause: unknown) => warn(MESSAGES.fingerprintFailed, cause),
      );
      if (stopped) return;
      // From now on every auth and flow request of this client carries it, until it expires.
      if (fingerprint) client.http.useFingerprint(fingerprint.value, fingerprint.expiry);
    }

    // Back from a redirect (OAuth, SAML, magic link): resume the execution in the URL with
    // the provider component's own interaction, `submit`.
    if (intake.executionId && intake.stepId) {
      patch({ executionId: intake.executionId, stepId: intake.stepId });
      const input = {
        token: intake.token,
        exchangeCode: intake.code,
        exchangeError: intake.exchangeError,
      };
      await handle(await next(SUBMIT_INTERACTION, submitted(input)));
      return;
    }

    const last = client.session.lastUser();
    const choice = evaluateConditions(conditionsOf(flow), {
      loginId: last.loginId,
      idpInitiated: !!intake.code || !!intake.idpInitiated,
      token: intake.token,
      abTestingKey: context.abTestingKey,
    });
    if (choice?.componentsConfig) context.componentsConfig.push(choice.componentsConfig);
    const startScreenId = choice ? choice.startScreenId : flow.startScreenId;
    if (startScreenId) {
      // The provider's way: the start screen is shown at once, and its first submit starts
      // the flow with that button's interaction and the typed values.
      context.pendingStart = { conditionInteractionId: choice?.conditionInteractionId };
      const lastAuth = last.loginId ? { lastAuth: { loginId: last.loginId, name: last.name } } : {};
      await showScreen(startScreenId, lastAuth, undefined);
      return;
    }
    await handle(await start(choice?.conditionInteractionId, '', {}));
  }

  return {
    begin: () =>
      begin().catch((cause: unknown) => {
        // Defensive: a bug here must still end in a state, not an unhandled rejection.
        fail(cause instanceof Error ? cause.message : String(cause), 'E_FLOW_INTERNAL', cause);
      }),
    async submit(interactionId, values) {
      // A button pressed on a waiting screen (e.g. "back" while a link is pending) replaces
      // the poll: its answer decides what comes next.
      clearTimeout(pollTimer);
      pollTimer = undefined;
      patch({ status: 'loading' });
      const input = submitted(values);
      const pending = context?.pendingStart;
      const result = pending
        ? await start(pending.conditionInteractionId, interactionId, input)
        : await next(interactionId, input);
      await handle(result, true);
      return result;
    },
    stop() {
      stopped = true;
      abort.abort();
      clearTimeout(pollTimer);
      pollTimer = undefined;
      cancelRedirect?.();
      cancelRedirect = undefined;
    },
  };
}
