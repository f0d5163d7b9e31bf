import { oauthOf } from '../auth/of';
import type { Client } from '../client';
import { bufferToBase64url } from '../webauthn/encoding';
import { MESSAGES } from './constants';
import type { OneTapNode } from './nodes';
import { isSafeUrl } from './safe-url';
import type { FlowLogEntry } from './types';

// Google One Tap in a flow: while a screen with a One Tap node is shown, the engine loads
// Google's sign-in client (on demand, from a URL the host configures), asks the provider for
// the client id, prompts with a fresh nonce, and submits the chosen account's id token.

/** What the flow uses of Google's `google.accounts.id`. */
export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    nonce?: string;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    itp_support?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (notification: unknown) => void): void;
  cancel(): void;
}

const googleAccountsId = (): GoogleAccountsId | undefined =>
  (globalThis as { google?: { accounts?: { id?: GoogleAccountsId } } }).google?.accounts?.id;

const loading = new Map<string, Promise<void>>();

/**
 * Add `<script src=url async>` to the page once per URL; a failed load is forgotten, so a
 * later screen tries again. Rejects outside a browser.
 */
export function loadScript(url: string): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    if (typeof document === 'undefined') {
      reject(new Error('There is no document to load a script into'));
      return;
    }
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${url}`));
    };
    document.head.appendChild(script);
  });
  loading.set(url, load);
  load.catch(() => loading.delete(url));
  return load;
}

/** A fresh nonce per prompt: the id token must carry it back. */
function newNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return bufferToBase64url(bytes);
}

export interface OneTapHost {
  client: Client;
  /** Where Google's client script comes from (the flow's `googleClientUrl`). */
  scriptUrl: string;
  log(level: FlowLogEntry['level'], message: string, detail?: unknown): void;
  submit(interactionId: string, input: Record<string, unknown>): void;
  /** Aborted when the screen goes or the flow ends: the prompt is cancelled. */
  signal: AbortSignal;
}

/**
 * Prompt One Tap for `node` until an account is chosen or `signal` aborts. A script that
 * fails to load is logged ('Google client script failed to load') and the screen stays
 * usable. Never rejects.
 */
export async function runOneTap(node: OneTapNode, host: OneTapHost): Promise<void> {
  const { signal } = host;
  const provider = node.provider || 'google';
  // Only an http(s) script is ever added to the page: a host's typo or a hostile value
  // (`javascript:`, `data:`) is logged, not loaded.
  if (!isSafeUrl(host.scriptUrl)) {
    host.log('error', MESSAGES.googleScriptFailed, { url: host.scriptUrl });
    return;
  }
  try {
    await loadScript(host.scriptUrl);
  } catch (error) {
    if (!signal.aborted)
      host.log('error', MESSAGES.googleScriptFailed, { url: host.scriptUrl, error });
    return;
  }
  const google = googleAccountsId();
  if (signal.aborted) return;
  if (!google) {
    host.log('error', MESSAGES.googleScriptFailed, { url: host.scriptUrl });
    return;
  }
  const answer = await oauthOf(host.client).oneTap.clientId(provider);
  if (signal.aborted) return;
  if (!answer.ok) {
    host.log('error', answer.error.message, answer.error);
    return;
  }
  const nonce = newNonce();
  google.initialize({
    client_id: answer.data.clientId,
    nonce,
    auto_select: false,
    cancel_on_tap_outside: true,
    itp_support: true,
    use_fedcm_for_prompt: true,
    callback: (response) => {
      if (signal.aborted || typeof response?.credential !== 'string') return;
      host.submit(node.id, { provider, idToken: response.credential, nonce });
    },
  });
  google.prompt();
  signal.addEventListener('abort', () => google.cancel(), { once: true });
}
