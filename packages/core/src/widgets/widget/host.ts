import { contentUrl } from '../../content/url';
import { themeFileVars } from '../../flow/theme';
import type { Http } from '../../http/http';
import type { WidgetType } from '../../layout/pages';
import { debugWidget } from './debug';

// What a widget's host attaches only when its attributes ask for it (the provider's
// attributes), one part on demand (host-parts.ts), asked for only by a widget that sets either:
// - `style-id`: the project's style file `{style-id}.json`, in theme.json's shape, read with
//   the flow's reader (`themeFileVars`: only known `--descope-*` variables, each value checked
//   by its kind) and turned into the widget's own design tokens;
// - `debug`: the widget's log (debug.ts), started here.
// The style's code is here rather than in a module of its own: rolldown split the flow's theme
// reader out of the vanilla page's first file when the part's first module only imported it.

/** A style id is one file name: letters, digits, `-` and `_`. */
const STYLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The flow reader's colour tokens, as the widgets' design tokens name them. */
const COLORS: Record<string, string> = {
  surface: 'color-bg',
  primary: 'color-primary',
  'on-primary': 'color-on-primary',
  text: 'color-text',
  muted: 'color-muted',
  border: 'color-divider',
  error: 'color-danger',
  focus: 'color-focus',
};
/** The tokens shared by both modes. */
const SHARED: Record<string, string> = { 'font-family': 'font-sans', radius: 'radius-md' };

/**
 * The style file's look as CSS for the widget's root (`root`, its `data-theme` telling the
 * mode): each value `!important`, since the root sets the default tokens inline. Values come
 * only from `themeFileVars`, which checks each one (a colour, a length, a font list).
 */
export function widgetStyleCss(style: unknown, root = '.gh-w'): string {
  const vars = themeFileVars(style);
  const block = (names: Record<string, string>, prefix: string) =>
    Object.entries(names)
      .map(([from, to]) => {
        const value = vars[`${prefix}${from}`];
        return value ? `--gh-${to}:${value}!important;` : '';
      })
      .join('');
  const light = block(COLORS, '--gh-light-');
  const dark = block(COLORS, '--gh-dark-');
  const shared = block(SHARED, '--gh-theme-');
  return [
    shared && `${root}{${shared}}`,
    light && `${root}[data-theme='light'],${root}[data-theme='os']{${light}}`,
    dark && `${root}[data-theme='dark']{${dark}}`,
    dark && `@media (prefers-color-scheme:dark){${root}[data-theme='os']{${dark}}}`,
  ]
    .filter(Boolean)
    .join('');
}

/** A style's CSS, or why there is none (in English, for the console). */
export type LoadedStyle = { readonly css: string } | { readonly error: string };

/**
 * The CSS of the project's style `styleId` (`{base}/pages/{project}/v2-beta/{styleId}.json`,
 * the content path every widget page and theme.json come from), or why it did not load; an
 * id that is not one file name is refused before any request. (It reads the body itself: a
 * part loaded on demand that imported the client's result helpers split them out of every
 * widget's first file.)
 */
export async function loadWidgetStyle(
  http: Pick<Http, 'getBody' | 'baseUrl' | 'projectId'>,
  styleId: string,
): Promise<LoadedStyle> {
  if (!STYLE_ID.test(styleId)) return { error: `"${styleId}" is not a style id` };
  const url = contentUrl(http.baseUrl, http.projectId, `${styleId}.json`);
  const body = await http.getBody(url);
  if (!body.ok) return { error: body.error.message };
  try {
    return { css: widgetStyleCss(JSON.parse(body.data)) };
  } catch {
    return { error: `${url} is not JSON` };
  }
}

/** A widget as its host attaches the parts to it. */
export interface HostedWidget {
  /** The widget's kind ('user-management-widget'...) and id: its log's name and its requests. */
  kind: WidgetType;
  id: string;
  /** Its store, whose state the debug log follows. */
  store: object;
  /** The page client's HTTP layer; none in mock mode (no requests, no style). */
  http?: Http;
  debug?: boolean;
  styleId?: string;
  /**
   * Given the style's CSS once it is in, and undefined when there is none: a style that cannot
   * load leaves the widget in its own look and warns, as the provider's does.
   */
  onStyle(css: string | undefined): void;
}

/** Start the widget's debug log and load its style, as asked; the returned function stops. */
export function hostWidget({ kind, id, store, http, debug, styleId, onStyle }: HostedWidget) {
  let live = true;
  const caller = { type: kind, id };
  const stopLog = debug ? debugWidget({ name: `${kind} ${id}`, store, http, caller }) : undefined;
  if (styleId && http) {
    void loadWidgetStyle(http, styleId).then((loaded) => {
      if (!live) return;
      onStyle('css' in loaded ? loaded.css : undefined);
      if ('error' in loaded)
        console.warn(`Gatehouse: style ${styleId} did not load: ${loaded.error}`);
    });
  } else onStyle(undefined);
  return () => {
    live = false;
    stopLog?.();
  };
}
