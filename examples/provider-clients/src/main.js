// The provider's browser clients and Gatehouse's, side by side, on the emulator. The
// provider's are its own published bundles (@descope/web-component, the user management
// widget), loaded by <script> from the emulator's copy of its CDN (/npm/...), exactly as a page
// loads them from the provider's CDN in production; their attributes point every request
// (API, screens, layouts, UI library) at the emulator.
import { sharedClient } from '@gatehouse/core';
import { defineGatehouseFlow, defineUserManagement } from '@gatehouse/widgets';

// The emulator's demo project by default; ?projectId=&baseUrl= point the page elsewhere.
const params = new URLSearchParams(window.location.search);
const projectId = params.get('projectId') || 'P2GatehouseDemo';
const baseUrl = httpOrigin(params.get('baseUrl')) || 'http://127.0.0.1:4500';
const tenant = 'T2acme';
// The provider's packages this page loads: the versions installed beside the emulator.
const WEB_COMPONENT = '@descope/web-component@4.3.2';
const USER_MANAGEMENT = '@descope/user-management-widget@0.19.1';

/** Only an http(s) origin is taken: it becomes script sources and API addresses. */
function httpOrigin(value) {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

const byId = (id) => document.getElementById(id);
byId('base-url').textContent = baseUrl;
const say = (text) => {
  byId('status').textContent = text;
};

/** A provider bundle from the emulator's CDN path; settles once it ran. */
function loadBundle(spec) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${baseUrl}/npm/${spec}/dist/index.js`;
    script.onload = resolve;
    script.onerror = () => reject(new Error(`${spec} did not load from ${baseUrl}`));
    document.head.append(script);
  });
}

/** The attributes every provider client needs to stay on the emulator. */
function pointAtEmulator(element) {
  element.setAttribute('project-id', projectId);
  element.setAttribute('base-url', baseUrl);
  element.setAttribute('base-static-url', `${baseUrl}/pages`);
  element.setAttribute('base-cdn-url', baseUrl);
  element.setAttribute('locale', 'en');
  element.setAttribute('theme', osTheme());
  return element;
}

// The provider's clients follow the OS here: 4.3.2 accepts only `light` or `dark` (its "os"
// works but logs an error, and an empty theme is light), so the page sets the OS's own and
// keeps it set as the OS changes.
const darkScheme = window.matchMedia('(prefers-color-scheme: dark)');
const osTheme = () => (darkScheme.matches ? 'dark' : 'light');
darkScheme.addEventListener('change', () => {
  for (const element of document.querySelectorAll('descope-wc, descope-user-management-widget')) {
    element.setAttribute('theme', osTheme());
  }
});

function showProviderWidget() {
  const widget = pointAtEmulator(document.createElement('descope-user-management-widget'));
  widget.setAttribute('widget-id', 'demo');
  widget.setAttribute('tenant', tenant);
  byId('provider-widget').replaceChildren(widget);
  byId('provider-widget').hidden = false;
}

async function mountProvider() {
  await loadBundle(WEB_COMPONENT);
  const flow = pointAtEmulator(document.createElement('descope-wc'));
  flow.setAttribute('flow-id', 'sign-in');
  flow.addEventListener('success', async (event) => {
    say(`The provider's web component signed in ${event.detail?.user?.email ?? 'a user'}.`);
    byId('provider-flow').hidden = true;
    await loadBundle(USER_MANAGEMENT);
    showProviderWidget();
  });
  flow.addEventListener('error', (event) => {
    say(`The provider's web component: ${event.detail?.errorDescription ?? 'an error'}`);
  });
  byId('provider-flow').replaceChildren(flow);
}

function mountGatehouse() {
  defineGatehouseFlow();
  defineUserManagement();
  const client = sharedClient({ projectId, baseUrl });
  const flow = document.createElement('gatehouse-flow');
  flow.setAttribute('project-id', projectId);
  flow.setAttribute('base-url', baseUrl);
  flow.setAttribute('flow-id', 'sign-in');
  byId('gatehouse-flow').replaceChildren(flow);
  client.session.$state.subscribe((state) => {
    const signedIn = state.status === 'authenticated';
    byId('gatehouse-flow').hidden = signedIn;
    byId('gatehouse-widget').hidden = !signedIn;
    if (signedIn && !byId('gatehouse-widget').firstChild) {
      const widget = document.createElement('gatehouse-user-management');
      widget.setAttribute('project-id', projectId);
      widget.setAttribute('base-url', baseUrl);
      widget.setAttribute('tenant', tenant);
      widget.setAttribute('widget-id', 'demo');
      byId('gatehouse-widget').replaceChildren(widget);
    }
  });
}

mountGatehouse();
mountProvider().catch((error) => say(error.message));
