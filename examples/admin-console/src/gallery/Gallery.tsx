import { AuthProvider } from '@gatehouse/react';
import {
  AccessKeyManagement,
  AuditManagement,
  RoleManagement,
  UserManagement,
} from '@gatehouse/widgets';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { GALLERY_BASE_URL, GALLERY_PROJECT, galleryClient } from './backend';
import { reach } from './run-steps';
import { GALLERY_STATES, type GalleryState, type GalleryWidget } from './states';
import './gallery.css';

type Theme = 'light' | 'dark';

const WIDGETS: Record<GalleryWidget, ComponentType<Parameters<typeof AccessKeyManagement>[0]>> = {
  'access-keys': AccessKeyManagement,
  roles: RoleManagement,
  users: UserManagement,
  audit: AuditManagement,
};

/** One state in one theme: its own client (so its own answers), reached by its own clicks. */
function Pane({ state, theme }: { state: GalleryState; theme: Theme }) {
  const [client] = useState(() => galleryClient(state.list));
  const pane = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<'no' | 'yes' | 'failed'>('no');
  const Widget = WIDGETS[state.widget];

  useEffect(() => {
    const node = pane.current;
    if (!node) return;
    reach(node, state.steps ?? [], state.ready).then(
      () => setReady('yes'),
      () => setReady('failed'),
    );
  }, [state]);

  return (
    <div
      ref={pane}
      className="gallery-pane"
      data-theme={theme}
      data-state={state.id}
      data-ready={ready}
      data-modal={state.modal || undefined}
    >
      <AuthProvider client={client}>
        <Widget
          projectId={GALLERY_PROJECT}
          baseUrl={GALLERY_BASE_URL}
          tenant="T2acme"
          widgetId="gallery"
          theme={theme}
        />
      </AuthProvider>
    </div>
  );
}

/**
 * `?gallery=1`: every widget state side by side in light and dark, rendered by the real
 * widgets from answers made in the page (nothing is requested). `&only=<state id>` shows one
 * state; `&stack=1` puts light above dark, each as wide as the page (for screenshots).
 */
export function Gallery() {
  const params = new URLSearchParams(window.location.search);
  const only = params.get('only');
  const stack = params.get('stack') === '1';
  const states = only ? GALLERY_STATES.filter((state) => state.id === only) : GALLERY_STATES;
  return (
    <main className="gallery" data-stack={stack || undefined}>
      <h1>Widget gallery</h1>
      <p className="gallery-lede">
        Every admin widget state, light and dark, on sample data answered in this page.
      </p>
      {states.map((state) => (
        <section key={state.id} className="gallery-state" aria-labelledby={`gallery-${state.id}`}>
          <h2 id={`gallery-${state.id}`}>{state.title}</h2>
          <div className="gallery-row">
            <Pane state={state} theme="light" />
            <Pane state={state} theme="dark" />
          </div>
        </section>
      ))}
    </main>
  );
}
