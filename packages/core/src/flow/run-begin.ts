import { FIRST_CONTENT } from '../content/preload';
import { contentUrl } from '../content/url';
import { getJson } from '../http/static-host';
import { onDemand } from '../on-demand';
import { abTestingKey } from './ab-testing';
import { evaluateConditions } from './conditions';
import { conditionsOf, type FlowConfig, ProjectConfig, withVersion } from './config';
import { MESSAGES, SUBMIT_INTERACTION, SUPPORTED_FLOW_VERSION } from './constants';
import { handle } from './run-answers';
import { codeMissing, fail, log, patch, type RunContext } from './run-context';
import { next, start, submitted } from './run-requests';
import { showScreen } from './run-screens';

// The run's beginning: the project's files, its look, the fingerprint, then the first screen
// (the start screen the conditions pick, or the step a redirect came back to).

/** Reading the theme and cssTemplate: only a project that has either loads it. */
const theme = onDemand('theme', () => import('./theme'));
/** The fingerprint code (and FingerprintJS, which it loads): only flows that fingerprint. */
const fingerprinting = onDemand('fingerprint', () => import('./fingerprint'));

const getContent = (run: RunContext, file: string) => {
  const { client, options } = run.host;
  const base = options.contentBaseUrl ?? client.http.baseUrl;
  return getJson(client.http, contentUrl(base, client.projectId, file), run.abort.signal);
};

/**
 * The look of the project's theme and cssTemplate, loaded while the run makes its first
 * request. Without it the flow still works in the default look, so a failed load is logged
 * and the run goes on.
 */
const loadLook = (run: RunContext, themeData: unknown, cssTemplate: unknown) =>
  theme().then(
    ({ flowLook }) => {
      const origin = typeof window !== 'undefined' ? window.location?.origin : undefined;
      patch(run, { look: flowLook(themeData, cssTemplate, origin) });
    },
    (cause: unknown) => log(run, 'error', `${MESSAGES.noCode}: theme`, cause),
  );

/**
 * Fingerprint the visitor when the flow asks for it: from then on every auth and flow
 * request of this client carries it, until it expires. Failing to load the code is what
 * failing to load the agent is: a warning, and the flow goes on without a fingerprint.
 */
async function fingerprint(run: RunContext, flow: FlowConfig) {
  if (!flow.fingerprintEnabled || !flow.fingerprintKey) return;
  const { client, options, storage } = run.host;
  const apiKey = flow.fingerprintKey;
  const warn = (message: string, detail?: unknown) => log(run, 'warn', message, detail);
  const found = await fingerprinting().then(
    ({ ensureFingerprint }) =>
      ensureFingerprint({
        apiKey,
        storage,
        loader: options.loadFingerprint,
        warn,
        signal: run.abort.signal,
      }),
    (cause: unknown) => warn(MESSAGES.fingerprintFailed, cause),
  );
  if (found && !run.stopped) client.http.useFingerprint(found.value, found.expiry);
}

/**
 * Back from a redirect (OAuth, SAML, magic link): resume the execution in the URL with the
 * provider component's own interaction, `submit`.
 */
async function resume(run: RunContext, executionId: string, stepId: string) {
  const { intake } = run;
  patch(run, { executionId, stepId });
  const input = {
    token: intake.token,
    exchangeCode: intake.code,
    exchangeError: intake.exchangeError,
  };
  await handle(run, await next(run, SUBMIT_INTERACTION, submitted(input)));
}

/** The first screen: the start screen the conditions pick, shown at once, or flow start's. */
async function first(run: RunContext, flow: FlowConfig) {
  const ctx = run.start!;
  const { intake } = run;
  const last = run.host.client.session.lastUser();
  const choice = evaluateConditions(conditionsOf(flow), {
    loginId: last.loginId,
    idpInitiated: !!intake.code || !!intake.idpInitiated,
    token: intake.token,
    abTestingKey: ctx.abTestingKey,
  });
  if (choice?.componentsConfig) ctx.componentsConfig.push(choice.componentsConfig);
  const startScreenId = choice ? choice.startScreenId : flow.startScreenId;
  if (!startScreenId) return handle(run, await start(run, choice?.conditionInteractionId, '', {}));
  // The provider's way: the start screen is shown at once, and its first submit starts
  // the flow with that button's interaction and the typed values.
  ctx.pendingStart = { conditionInteractionId: choice?.conditionInteractionId };
  const lastAuth = last.loginId ? { lastAuth: { loginId: last.loginId, name: last.name } } : {};
  await showScreen(run, startScreenId, lastAuth, undefined);
}

/** Load config and theme, pick the start screen by the conditions, and start (or resume). */
export async function begin(run: RunContext): Promise<void> {
  const { host } = run;
  patch(run, { status: 'loading' });
  // The URL's reader, when it has to load, loads alongside the project's files.
  const [configName, themeName] = FIRST_CONTENT;
  const [configFile, themeFile, taken] = await Promise.all([
    getContent(run, configName),
    getContent(run, themeName),
    Promise.resolve(host.intake).catch(() => undefined),
  ]);
  if (run.stopped) return;
  if (!taken) return codeMissing(run, 'url-intake');
  run.intake = taken;
  if (themeFile.ok) patch(run, { theme: themeFile.data });
  else log(run, 'warn', MESSAGES.noTheme, themeFile.error);

  const config = configFile.ok ? ProjectConfig.safeParse(configFile.data) : undefined;
  const themeData = themeFile.ok ? themeFile.data : undefined;
  const cssTemplate = config?.success ? config.data.cssTemplate : undefined;
  if (themeData !== undefined || cssTemplate !== undefined) {
    run.looked = loadLook(run, themeData, cssTemplate);
  }
  const listed = config?.success ? config.data.flows[host.options.flowId] : undefined;
  const flow = listed && withVersion(listed);
  if (!config?.success || !flow) {
    await run.looked;
    return fail(run, MESSAGES.noConfig, 'E_FLOW_CONFIG', MESSAGES.noConfigHint);
  }
  if (flow.version > SUPPORTED_FLOW_VERSION) {
    return fail(run, MESSAGES.unsupportedVersion, 'E_FLOW_VERSION', `flow version ${flow.version}`);
  }
  run.start = {
    flow,
    componentsVersion: config.data.componentsVersion,
    abTestingKey: abTestingKey(host.storage),
    componentsConfig: [flow.componentsConfig],
  };
  if (!run.start.componentsVersion) log(run, 'error', MESSAGES.noComponentsVersion);
  patch(run, { cssTemplate: config.data.cssTemplate });
  await fingerprint(run, flow);
  if (run.stopped) return;
  const { executionId, stepId } = run.intake;
  if (executionId && stepId) return resume(run, executionId, stepId);
  await first(run, flow);
}
