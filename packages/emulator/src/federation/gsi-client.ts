import type { GoogleAccount } from './google-accounts';

// The emulator's stand-in for Google's sign-in client script (https://accounts.google.com/
// gsi/client), as far as a flow uses it: `google.accounts.id.initialize(config)`, `prompt()`
// and `cancel()`. Its prompt is an account chooser in the page; a chosen account's id token
// comes from the emulator's development API (`POST /emulator/v1/gsi/id-token`), so the app
// verifies a real signed token, as it would Google's. Nothing reaches the internet.
//
// The script is plain JavaScript in a string, sent as it is written here: it runs in the
// app's page, not in the emulator, and no build step may rewrite it. It builds the chooser
// with DOM calls and textContent only: account names are data, never parsed as HTML.

const SOURCE = `(() => {
  'use strict';
  const ACCOUNTS = __ACCOUNTS__;
  // Where this script came from is where its tokens come from, whatever host the page used.
  const script = document.currentScript;
  const ORIGIN = script && script.src ? new URL(script.src).origin : __ORIGIN__;
  const MINT_URL = ORIGIN + '/emulator/v1/gsi/id-token';
  const TITLE_ID = 'gsi-stand-in-title';

  let config = null;
  let chooser = null;
  let returnFocus = null;
  // Bumped whenever a chooser goes: a token that arrives for an older one is dropped.
  let generation = 0;

  function make(tag, text) {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function close() {
    generation += 1;
    if (!chooser) return;
    const hadFocus = chooser.contains(document.activeElement);
    chooser.remove();
    chooser = null;
    if (hadFocus && returnFocus && returnFocus.isConnected) returnFocus.focus();
    returnFocus = null;
  }

  function initialize(options) {
    if (!options || typeof options.client_id !== 'string' || !options.client_id) {
      throw new TypeError('google.accounts.id.initialize: client_id is required');
    }
    if (typeof options.callback !== 'function') {
      throw new TypeError('google.accounts.id.initialize: callback is required');
    }
    config = Object.assign({}, options);
  }

  async function choose(account, current, id, buttons, status) {
    for (const button of buttons) button.disabled = true;
    status.textContent = 'Signing in as ' + account.email + '…';
    try {
      const response = await fetch(MINT_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: current.client_id, nonce: current.nonce, account: account.sub }),
      });
      const body = await response.json().catch(() => ({}));
      if (id !== generation) return;
      if (!response.ok || typeof body.credential !== 'string') {
        throw new Error(body.errorMessage || body.errorDescription || 'HTTP ' + response.status);
      }
      // The chooser goes first, so that this prompt can never call back a second time.
      close();
      current.callback({ credential: body.credential, select_by: 'user', clientId: current.client_id });
    } catch (error) {
      if (id !== generation) return;
      status.textContent = 'Could not sign in: ' + (error && error.message ? error.message : error);
      for (const button of buttons) button.disabled = false;
    }
  }

  function prompt() {
    if (!config) {
      console.warn('google.accounts.id.prompt() was called before initialize()');
      return;
    }
    close();
    const current = config;
    const id = generation;
    returnFocus = document.activeElement;

    const root = make('div');
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-labelledby', TITLE_ID);
    root.setAttribute('data-gsi-stand-in', '');
    root.style.cssText =
      'position:fixed;top:16px;right:16px;z-index:2147483647;width:320px;max-width:calc(100vw - 32px);' +
      'box-sizing:border-box;padding:16px;background:#fff;color:#1f1f1f;border:1px solid #747775;' +
      'border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.25);font:14px/1.4 system-ui,sans-serif;';

    const title = make('h2', 'Sign in with Google');
    title.id = TITLE_ID;
    title.style.cssText = 'margin:0 32px 4px 0;font-size:16px;';
    const note = make('p', 'Stand-in for Google One Tap, served by the Gatehouse emulator.');
    note.style.cssText = 'margin:0 0 12px;color:#444746;';

    const closeButton = make('button', '×');
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', 'Close');
    closeButton.style.cssText =
      'position:absolute;top:8px;right:8px;min-width:32px;min-height:32px;font:inherit;font-size:20px;' +
      'line-height:1;background:none;border:none;color:#1f1f1f;cursor:pointer;';
    closeButton.addEventListener('click', close);

    const list = make('ul');
    list.setAttribute('aria-label', 'Choose an account');
    list.style.cssText = 'list-style:none;margin:0;padding:0;display:grid;gap:8px;';
    const status = make('p');
    status.setAttribute('role', 'status');
    status.style.cssText = 'margin:8px 0 0;min-height:1.4em;';

    const buttons = [];
    for (const account of ACCOUNTS) {
      const button = make('button');
      button.type = 'button';
      button.style.cssText =
        'display:block;width:100%;text-align:left;padding:8px 12px;font:inherit;color:#1f1f1f;' +
        'background:#f8fafd;border:1px solid #c4c7c5;border-radius:4px;cursor:pointer;';
      const name = make('span', account.name);
      name.style.cssText = 'display:block;font-weight:600;';
      button.append(name, make('span', account.email));
      button.addEventListener('click', () => choose(account, current, id, buttons, status));
      buttons.push(button);
      const item = make('li');
      item.append(button);
      list.append(item);
    }

    root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
      }
    });
    root.append(title, note, list, status, closeButton);
    document.body.append(root);
    chooser = root;
    if (buttons[0]) buttons[0].focus();
  }

  const google = (window.google = window.google || {});
  google.accounts = google.accounts || {};
  google.accounts.id = {
    initialize,
    prompt,
    cancel: close,
    // Part of Google's API; the stand-in never selects an account by itself.
    disableAutoSelect() {},
  };
})();
`;

/** Data for an inline script: JSON that cannot end the script or a line in it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The stand-in script, offering `accounts`; `origin` is its own, if the page cannot tell. */
export function gsiClientScript(accounts: readonly GoogleAccount[], origin: string): string {
  const offered = accounts.map(({ sub, name, email }) => ({ sub, name, email }));
  return SOURCE.replace('__ACCOUNTS__', () => scriptJson(offered)).replace('__ORIGIN__', () =>
    scriptJson(origin),
  );
}
