import { AuthProvider } from '@gatehouse/react';
import { Flow } from '@gatehouse/react/flow';
import {
  AccessKeyManagement,
  AuditManagement,
  RoleManagement,
  UserManagement,
  UserProfile,
} from '@gatehouse/widgets';
import {
  type ComponentType,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { GALLERY_BASE_URL, GALLERY_PROJECT, galleryClient } from './backend';
import { GALLERY_FLOW_ID, galleryFlow } from './flow-backend';
import { galleryProfileClient } from './profile-backend';
import { reach } from './run-steps';
import {
  FLOW_STATES,
  type FlowGalleryState,
  GALLERY_STATES,
  type GalleryState,
  type GalleryWidget,
  PROFILE_STATES,
  type ProfileGalleryState,
  type Step,
} from './states';
import './gallery.css';

type Theme = 'light' | 'dark';

const WIDGETS: Record<GalleryWidget, ComponentType<Parameters<typeof AccessKeyManagement>[0]>> = {
  'access-keys': AccessKeyManagement,
  roles: RoleManagement,
  users: UserManagement,
  audit: AuditManagement,
};

/**
 * Keep `pane` a whole number of pixels tall, `content` rounded up, as long as it lives: a text
 * line of 22.5 px would otherwise put every pane below at a fractional offset, and a 1 px change
 * to one pane would shift the pixels of all those below it (so their screenshots). A modal's
 * pane has a fixed height already (`fit` false).
 */
function useWholePixelHeight(
  pane: RefObject<HTMLDivElement | null>,
  content: RefObject<HTMLDivElement | null>,
  fit: boolean,
) {
  useLayoutEffect(() => {
    const box = pane.current;
    const inner = content.current;
    if (!fit || !box || !inner) return;
    const fitToContent = () => {
      const style = getComputedStyle(box);
      const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth']
        .map((side) => Number.parseFloat(style[side as 'paddingTop']) || 0)
        .reduce((sum, each) => sum + each, 0);
      box.style.height = `${Math.ceil(inner.getBoundingClientRect().height + frame)}px`;
    };
    fitToContent();
    const observer = new ResizeObserver(fitToContent);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [pane, content, fit]);
}

interface PaneState {
  id: string;
  steps?: Step[];
  ready: string;
  modal?: boolean;
}

/**
 * A pane: one state in one theme, its steps run once it is in the page, and whether they
 * reached the state (`data-ready`, which the screenshot tests wait for).
 */
function Pane({
  state,
  theme,
  flow,
  children,
}: {
  state: PaneState;
  theme: Theme;
  flow?: boolean;
  children: ReactNode;
}) {
  const pane = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [reached, setReached] = useState<'no' | 'yes' | 'failed'>('no');
  useWholePixelHeight(pane, content, !state.modal);
  useEffect(() => {
    const node = pane.current;
    if (!node) return;
    reach(node, state.steps ?? [], state.ready).then(
      () => setReached('yes'),
      () => setReached('failed'),
    );
  }, [state]);
  return (
    <div
      ref={pane}
      className={flow ? 'gallery-pane gallery-pane--flow' : 'gallery-pane'}
      data-theme={theme}
      data-state={state.id}
      data-ready={reached}
      data-modal={state.modal || undefined}
    >
      <div ref={content} className="gallery-pane-content">
        {children}
      </div>
    </div>
  );
}

/** An admin widget's state: its own client (so its own answers). */
function WidgetPane({ state, theme }: { state: GalleryState; theme: Theme }) {
  const [client] = useState(() => galleryClient(state.list));
  const Widget = WIDGETS[state.widget];
  return (
    <Pane state={state} theme={theme}>
      <AuthProvider client={client}>
        <Widget
          projectId={GALLERY_PROJECT}
          baseUrl={GALLERY_BASE_URL}
          tenant="T2acme"
          widgetId="gallery"
          theme={theme}
        />
      </AuthProvider>
    </Pane>
  );
}

/**
 * A profile state: the real widget, signed in as the sample user on answers made in the page,
 * so a modal hosts its real flow (mock mode has none to host).
 */
function ProfilePane({ state, theme }: { state: ProfileGalleryState; theme: Theme }) {
  const [client] = useState(() => galleryProfileClient({ totp: state.totp }));
  return (
    <Pane state={state} theme={theme}>
      <AuthProvider client={client}>
        <UserProfile
          projectId={GALLERY_PROJECT}
          baseUrl={GALLERY_BASE_URL}
          widgetId="gallery"
          theme={theme}
        />
      </AuthProvider>
    </Pane>
  );
}

/**
 * A sign-in flow state: its own engine on its own in-page provider, run by the real <Flow>
 * (injected, so the gallery owns it and no URL or storage of the page is read).
 */
function FlowPane({ state, theme }: { state: FlowGalleryState; theme: Theme }) {
  const [flow] = useState(() => galleryFlow(state.scene));
  return (
    <Pane state={state} theme={theme} flow>
      <AuthProvider client={flow.client}>
        <Flow flowId={GALLERY_FLOW_ID} flow={flow.instance} theme={theme} />
      </AuthProvider>
    </Pane>
  );
}

/** A row of the gallery: the state's title, then its light and dark panes. */
function StateRow({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="gallery-state" aria-labelledby={`gallery-${id}`}>
      <h2 id={`gallery-${id}`}>{title}</h2>
      <div className="gallery-row">{children}</div>
    </section>
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
  const pick = <T extends { id: string }>(states: T[]) =>
    only ? states.filter((state) => state.id === only) : states;
  return (
    <main className="gallery" data-stack={stack || undefined}>
      <h1>Gallery</h1>
      <p className="gallery-lede">
        Every widget and sign-in flow state, light and dark, on sample data answered in this page.
      </p>
      {pick(GALLERY_STATES).map((state) => (
        <StateRow key={state.id} id={state.id} title={state.title}>
          <WidgetPane state={state} theme="light" />
          <WidgetPane state={state} theme="dark" />
        </StateRow>
      ))}
      {pick(PROFILE_STATES).map((state) => (
        <StateRow key={state.id} id={state.id} title={state.title}>
          <ProfilePane state={state} theme="light" />
          <ProfilePane state={state} theme="dark" />
        </StateRow>
      ))}
      {pick(FLOW_STATES).map((state) => (
        <StateRow key={state.id} id={state.id} title={state.title}>
          <FlowPane state={state} theme="light" />
          <FlowPane state={state} theme="dark" />
        </StateRow>
      ))}
    </main>
  );
}
