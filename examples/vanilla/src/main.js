// Gatehouse headless: the core client's atoms drive this page, the <gatehouse-flow> custom
// element renders the sign-in, <gatehouse-user-profile> the signed-in user's own profile, and
// <gatehouse-audit-management> (src/audit.js) their tenant's audit trail.
// No framework in this file.
import { localeOf, rolesOf, sharedClient, tenantName, tenantsOf } from '@gatehouse/core';
import { defineGatehouseFlow, defineUserProfile } from '@gatehouse/widgets';
import { projectSettings } from '../../project-settings.mjs';
import { mountHeadlessFlow } from './headless-flow.js';
import { PAGE_TEXTS } from './texts/index.js';

// The emulator's demo project by default; ?projectId=&baseUrl= point the page elsewhere.
const params = new URLSearchParams(window.location.search);
const { projectId, baseUrl } = projectSettings(window.location.search);
const flowId = params.get('flowId') || 'sign-in';
// ?locale=fr shows the page in French: its own words, the flow (its translated screens, its
// and the provider's words) and the profile. Only a language tag is taken: the value becomes
// part of a file's name. A locale the catalogue lacks shows English.
const locale = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(params.get('locale') ?? '')
  ? params.get('locale')
  : '';
// The page's words in that locale: English at once, another locale's once fetched (the page
// shows nothing of its own before: start() runs once they are here, or in English if they
// cannot be fetched). Not a top-level await: an entry that awaits at its top level makes
// rolldown (its issue #10632) give each part the flow loads on demand a file of its own that
// only re-exports the chunk holding it: three more requests before the first sign-in screen.
let texts = PAGE_TEXTS.en;
PAGE_TEXTS.load(localeOf(locale)).then((loaded) => {
  texts = loaded;
  start();
}, start);

/** The page once its words are here: its texts, the sign-in flow, the session's state. */
function start() {
  showPageTexts();
  mountFlow();
  client.session.$state.subscribe(showSession);
  client.session.$user.subscribe(showUser);
}

/** Put the page's words in place: `data-text` names each one's key. */
function showPageTexts() {
  document.documentElement.lang = texts.locale;
  document.title = texts('title');
  for (const node of document.querySelectorAll('[data-text]')) {
    node.textContent = texts(node.dataset.text);
  }
  for (const node of document.querySelectorAll('[data-label]')) {
    node.setAttribute('aria-label', texts(node.dataset.label));
  }
  document.querySelector('main').hidden = false;
}
// ?googleClientUrl= loads Google's sign-in script (One Tap) from elsewhere, e.g. the
// emulator's stand-in. Only an absolute http(s) URL is taken: it becomes a script's src.
const googleClientUrl = httpUrl(params.get('googleClientUrl'));

function httpUrl(value) {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

defineGatehouseFlow();
defineUserProfile();
// The page's one client for this project: <gatehouse-flow> signs in with the same one, so
// this page's atoms see the session the moment the flow completes.
const client = sharedClient({ projectId, baseUrl });

const byId = (id) => document.getElementById(id);

/** A fresh <gatehouse-flow>: at start, and again after signing out (a finished flow stays done). */
function mountFlow() {
  // <gatehouse-flow> has no attribute for the script's URL: the core engine runs headless.
  if (googleClientUrl) return mountHeadless();
  const flow = document.createElement('gatehouse-flow');
  flow.setAttribute('project-id', projectId);
  flow.setAttribute('base-url', baseUrl);
  flow.setAttribute('flow-id', flowId);
  if (locale) flow.setAttribute('locale', locale);
  // Redirects (OAuth, magic links) come back to this page, with the same configuration.
  flow.setAttribute('redirect-url', window.location.href.split('#')[0]);
  flow.addEventListener('error', (event) => {
    byId('status').textContent = texts('unavailable', {
      message: event.detail?.message ?? texts('unknownError'),
    });
  });
  document.querySelector('gatehouse-flow').replaceWith(flow);
}

let endHeadless;
function mountHeadless() {
  endHeadless?.();
  const container = document.createElement('div');
  container.id = 'headless-flow';
  document.querySelector('gatehouse-flow, #headless-flow').replaceWith(container);
  const redirectUrl = window.location.href.split('#')[0];
  endHeadless = mountHeadlessFlow(
    container,
    client,
    { flowId, locale, redirectUrl, googleClientUrl },
    texts,
  );
}

let signedIn = false;
/** The page for the session's `state`: which half shows, its status, tenants, audit, admin. */
function showSession(state) {
  // Signed out here or in another tab: a fresh flow (the finished one stays done).
  if (signedIn && state.status === 'unauthenticated') mountFlow();
  signedIn = state.status === 'authenticated';
  byId('signed-out').hidden = state.status !== 'unauthenticated';
  byId('signed-in').hidden = state.status !== 'authenticated';
  byId('status').textContent = texts(
    state.status === 'loading'
      ? 'loading'
      : state.status === 'authenticated'
        ? 'signedIn'
        : 'signedOut',
  );
  showTenants();
  showAuditOf(state);
  showAdministration(state);
}

/** The audit of the session's first tenant, its code fetched only once there is one. */
function showAuditOf(state) {
  const tenant = state.status === 'authenticated' ? tenantsOf(state.claims)[0] : undefined;
  if (!tenant) {
    byId('audit').hidden = true;
    return;
  }
  // Its code not arriving (offline, a new deploy) leaves the card hidden; the rest works.
  import('./audit.js').then(
    ({ showAudit }) => showAudit({ projectId, baseUrl, locale, tenant }),
    () => {
      byId('audit').hidden = true;
    },
  );
}

/** The tenant's role that administers it, as the demo project names it. */
const ADMIN_ROLE = 'Tenant Admin';

let administered = '';
/**
 * The Administration section, for a signed-in admin of a tenant (the first the session
 * administers): its elements' code is imported the first time it shows, not before sign-in.
 */
function showAdministration(state) {
  const tenant =
    state.status === 'authenticated'
      ? tenantsOf(state.claims).find((id) => rolesOf(state.claims, id).includes(ADMIN_ROLE))
      : undefined;
  byId('administration').hidden = !tenant;
  if (!tenant || tenant === administered) return;
  administered = tenant;
  import('./admin.js').then(
    ({ mountAdministration }) =>
      mountAdministration(byId('administration-widgets'), { projectId, baseUrl, tenant, locale }),
    () => {
      // The code did not load: said in place, and asked for again by the next sign-in.
      administered = '';
      byId('administration-widgets').textContent = texts('administrationUnavailable');
    },
  );
}

/** The signed-in user's name and login. */
function showUser(user) {
  // textContent only: user data is never parsed as HTML.
  byId('user-name').textContent = user?.name ?? '';
  byId('user-login').textContent = user?.loginIds?.[0] ?? '';
  showTenants();
}

/** The session's tenants by name (the user record has the names; the token only the ids). */
function showTenants() {
  const state = client.session.$state.get();
  const user = client.session.$user.get();
  byId('user-tenants').textContent =
    state.status === 'authenticated'
      ? tenantsOf(state.claims)
          .map((id) => tenantName(user, id))
          .join(', ') || texts('noTenants')
      : '';
}

// The profile shares the page's session (the same shared client for this project and base
// URL): its Sign out ends it, in every tab, and then says so with a `logout` event.
const profile = document.querySelector('gatehouse-user-profile');
profile.setAttribute('project-id', projectId);
profile.setAttribute('base-url', baseUrl);
if (locale) profile.setAttribute('locale', locale);
profile.addEventListener('logout', () => {
  byId('status').textContent = texts('loggedOut');
});
