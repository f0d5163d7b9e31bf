import { contentUrl } from '../content/url';
import { getText } from '../http/static-host';
import { onDemand } from '../on-demand';
import { screenFiles } from './config';
import { MESSAGES } from './constants';
import type { Screen, UnknownNode } from './nodes';
import { codeMissing, fail, log, patch, type RunContext, required } from './run-context';
import { needsConfigure } from './state/sources';
import { stepDirection } from './step-order';
import type { ScreenState } from './types';
import { walk } from './walk';

// The run's screen loading: a screen's file read into our tree, the code it needs, and the
// screen shown once all of it is here.

/**
 * The screen reader (flow/screen-reader.ts: the content reader, the mapper, the screen's schema
 * and the screen state's application), fetched the first time a screen loads, beside its
 * request: what the sign-in page loads up front does not grow. A screen is only ever shown
 * once it has loaded. Its exports are named as they arrive: a bundler that sees which are used
 * builds no namespace object for the chunk, and no chunk of its runtime helper for that.
 */
const screenReader = onDemand('screen reader', () =>
  import('./screen-reader').then(
    ({ applyScreenState, checkScreen, readContent, screenFromContent }) => ({
      applyScreenState,
      checkScreen,
      readContent,
      screenFromContent,
    }),
  ),
);
/** componentsConfig's step: only a screen with a config needs it. */
const componentsConfig = onDemand('components-config', () => import('./state/components-config'));

/** What applying a screen state needs besides the screen and the state. */
const stateContext = (run: RunContext) => ({
  componentsConfig: run.start?.componentsConfig,
  form: run.host.options.form,
  lastAuth: run.host.client.session.lastUser(),
  configure: run.configure,
});

/**
 * The one place a screen's state is applied: the screen as shown. A document exists only once
 * the reader (and `apply` with it) has loaded.
 */
export const present = (run: RunContext, doc: Screen, screenState: ScreenState | undefined) =>
  run.apply ? run.apply(doc, screenState, stateContext(run)) : doc;

/** Load componentsConfig's step when this state (or the flow's config) has a config. */
async function loadConfigure(run: RunContext, screenState: ScreenState | undefined) {
  if (run.configure || !needsConfigure(screenState, stateContext(run))) return true;
  const loaded = await required(run, componentsConfig);
  run.configure = loaded?.configureScreen;
  return !!loaded;
}

/** Warn of each component the screen names that we cannot draw. */
function warnUnknown(run: RunContext, screen: Screen) {
  for (const node of walk(screen.nodes)) {
    if (node.type !== 'unknown') continue;
    const { component } = node as UnknownNode;
    log(run, 'warn', `${MESSAGES.unknownComponent}: ${component}`, {
      component,
      screenId: screen.id,
    });
  }
}

type Reader = Awaited<ReturnType<typeof screenReader>>;

/** One file of a screen read and checked: the screen, or undefined (logged) when it is not one. */
async function readScreen(
  run: RunContext,
  reader: Reader,
  screenId: string,
  file: string,
  html: string,
) {
  const content = await reader.readContent(html);
  if (!content.ok) {
    log(run, 'warn', `${file} could not be read: ${content.error.message}`, content.error);
    return undefined;
  }
  // The mapper builds the tree; the schema still checks it, as it did any screen.
  const parsed = reader.checkScreen(reader.screenFromContent(screenId, content.data));
  if (!parsed.success) {
    log(run, 'warn', `${file} is not a valid screen`, parsed.error.issues);
    return undefined;
  }
  warnUnknown(run, parsed.data);
  return parsed.data;
}

/**
 * The screen: its HTML file (localized when the flow targets the locale, else the plain
 * one), read safely and mapped to our node tree. The reader loads beside the first request.
 * `false` when the reader's code could not load (the run has failed with E_FLOW_CODE).
 */
async function loadScreen(run: RunContext, screenId: string | undefined) {
  if (!screenId || !run.start) return undefined;
  const { client, options } = run.host;
  const reader = screenReader().catch(() => undefined);
  for (const file of screenFiles(screenId, run.start.flow, options.locale)) {
    const url = contentUrl(options.contentBaseUrl ?? client.http.baseUrl, client.projectId, file);
    const fetched = await getText(client.http, url, run.abort.signal);
    if (!fetched.ok) continue;
    const loaded = await reader;
    if (run.stopped) return undefined;
    if (!loaded) {
      // The run has failed for want of the reader's code: no "no screen" after it.
      codeMissing(run, screenReader.part);
      return false;
    }
    run.apply = loaded.applyScreenState;
    return readScreen(run, loaded, screenId, file, fetched.data);
  }
  return undefined;
}

/** The renderer's code for `screen`: true once it has loaded, false if it could not. */
const prepared = (run: RunContext, screen: Screen | undefined) =>
  screen &&
  Promise.resolve(screen)
    .then(run.host.prepare)
    .then(
      () => true,
      () => false,
    );

/** Load and show a screen, whole: its document, its parts, the look and the texts. */
export async function showScreen(
  run: RunContext,
  screenId: string | undefined,
  screenState: ScreenState | undefined,
  previousStep: string | undefined,
): Promise<void> {
  const screen = await loadScreen(run, screenId);
  if (screen === false) return;
  // The renderer's code for the screen loads alongside the theme's: the screen shows whole.
  const preparing = prepared(run, screen);
  const [configured] = await Promise.all([
    loadConfigure(run, screenState),
    run.looked,
    run.host.worded,
  ]);
  const ready = await preparing;
  if (run.stopped || !configured) return;
  if (!screen) return fail(run, MESSAGES.noScreen, 'E_FLOW_SCREEN', screenId);
  if (!ready) return codeMissing(run, screen.id);
  run.shownDocument = screen;
  patch(run, {
    status: 'screen',
    screenId,
    screen: present(run, screen, screenState),
    screenState: screenState ?? {},
    direction: stepDirection(previousStep, run.host.read().stepId),
  });
}
