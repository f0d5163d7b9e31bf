import { HttpResponse, http } from 'msw';
import { type Client, createClient } from '../client';
import { screenToHtml } from '../content/write';
import type { FlowConfig } from '../flow/config';
import { type CreateFlowOptions, createFlow } from '../flow/engine';
import type { ButtonNode, InputNode, Screen } from '../flow/nodes';
import type { FlowInstance } from '../flow/types';
import { memoryStorage, type TokenStorage } from '../session/storage';
import { BASE_URL, PROJECT_ID, server } from './msw';

export const CONTENT = `${BASE_URL}/pages/${PROJECT_ID}/v2-beta`;
export const FLOW_ID = 'sign-in';
export const THEME = {
  light: { globals: '', components: {} },
  dark: { globals: '', components: {} },
};

export const projectConfig = (flow: Partial<FlowConfig> = {}, flowId = FLOW_ID) => ({
  componentsVersion: '1.0.0',
  cssTemplate: { light: { fonts: {} }, dark: { fonts: {} } },
  flows: { [flowId]: { version: 1, ...flow } },
});

// Screens are served as the provider's HTML (screenToHtml) and read back: the helpers build
// nodes as they read back, so that a test compares the screen it served with the one shown (a
// hidden input has no label in HTML; a button says what it does with its data-type).
export const input = (name: string, extra: Partial<InputNode> = {}): InputNode => ({
  type: 'input',
  name,
  inputType: 'text',
  label: extra.inputType === 'hidden' ? '' : name,
  ...extra,
});
export const button = (interactionId: string, extra: Partial<ButtonNode> = {}): ButtonNode => ({
  type: 'button',
  interactionId,
  label: interactionId,
  variant: 'primary',
  buttonType: extra.variant === 'sso' ? 'sso' : 'button',
  ...extra,
});
export const screenDoc = (id: string, nodes: Screen['nodes'] = [button('submit')]): Screen => ({
  id,
  nodes,
});
export const EMAIL_SCREEN = screenDoc('email', [
  input('email', { inputType: 'email', required: true }),
  input('origin', { inputType: 'hidden', value: 'web' }),
  button('submit'),
  button('back', { variant: 'link', noValidate: true }),
]);

/** A content file's answer: a screen (`.html`) as the provider's HTML, other files as JSON. */
export const contentAnswer = (file: string, value: unknown) =>
  file.endsWith('.html')
    ? HttpResponse.html(typeof value === 'string' ? value : screenToHtml(value as Screen))
    : HttpResponse.json(value as Record<string, unknown>);

/** Serve static content files by name; anything else answers 404. Returns the requested names. */
export function serveContent(files: Record<string, unknown>): string[] {
  const requested: string[] = [];
  server.use(
    http.get(`${CONTENT}/:file`, ({ params }) => {
      const file = String(params.file);
      requested.push(file);
      return Object.hasOwn(files, file)
        ? contentAnswer(file, files[file])
        : HttpResponse.json({ errorCode: 'E404' }, { status: 404 });
    }),
  );
  return requested;
}

export interface Reply {
  body: unknown;
  status?: number;
}
export const reply = (body: unknown, status = 200): Reply => ({ body, status });

/** Answer POST /v1/flow/{path} with the replies in turn (the last one repeats). */
export function flowApi(path: 'start' | 'next', replies: Array<Reply | object>) {
  const seen: Array<Record<string, unknown>> = [];
  const at: number[] = [];
  server.use(
    http.post(`${BASE_URL}/v1/flow/${path}`, async ({ request }) => {
      seen.push((await request.json()) as Record<string, unknown>);
      at.push(Date.now());
      const next = replies[Math.min(seen.length - 1, replies.length - 1)] as Reply | object;
      const { body, status } = 'body' in next ? (next as Reply) : { body: next, status: 200 };
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return Object.assign(seen, { at });
}

export const screenAnswer = (id: string, stepId = '1', state: Record<string, unknown> = {}) => ({
  executionId: 'exec-1',
  stepId,
  status: 'running',
  action: 'screen',
  screen: { id, state },
});

export interface Harness {
  storage: TokenStorage;
  client: Client;
  flow(options?: Partial<CreateFlowOptions>): FlowInstance;
  cleanup(): void;
}

export function harness(seed?: (storage: TokenStorage) => void): Harness {
  const storage = memoryStorage();
  seed?.(storage);
  const client = createClient({
    projectId: PROJECT_ID,
    baseUrl: BASE_URL,
    storage,
    logger: { warn() {} },
  });
  const flows: FlowInstance[] = [];
  return {
    storage,
    client,
    flow(options = {}) {
      const instance = createFlow(client, { flowId: FLOW_ID, storage, ...options });
      flows.push(instance);
      return instance;
    },
    cleanup() {
      for (const instance of flows) instance.destroy();
      client.destroy();
    },
  };
}

export const messages = (flow: FlowInstance) => flow.$log.get().map((entry) => entry.message);
