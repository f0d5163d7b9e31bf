import { useLocation } from '@docusaurus/router';
import { usePluginData } from '@docusaurus/useGlobalData';
import { PUBLIC, SIGNED_IN } from '../access/names';
import { routeKey } from '../access/route';
import type { Access, AccessRule } from '../access/spec';
import { type GateGlobalData, PLUGIN_NAME } from '../theme/constants';

/** Every route of the site and its audience key, as the theme's build wrote them. */
export type RouteAudiences = Readonly<Record<string, string>>;

const NONE: RouteAudiences = {};

/**
 * The routes' audiences from the theme's global data. A site built before audiences existed
 * has none: every page is then signed-in, which is what the theme always assumed.
 */
export function useRouteAudiences(): RouteAudiences {
  const data = usePluginData(PLUGIN_NAME) as GateGlobalData & { routes?: RouteAudiences };
  return data.routes ?? NONE;
}

/** Whether a link leads to a page of this site (a path), rather than elsewhere. */
export const isSitePath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

// Keys are parsed once each: a sidebar asks for the same few audiences on every render.
const parsed = new Map<string, Access>();

/**
 * The audience a key spells. The build wrote every key with `audienceKey` from a value
 * `accessOf` had validated, so the client only reads it back (the zod check of
 * `audienceFromKey` would put zod in every reader's bundle to re-check the build's own output).
 */
export function audienceOfKey(key: string): Access {
  if (key === PUBLIC || key === SIGNED_IN) return key;
  let audience = parsed.get(key);
  if (!audience) {
    const { roles, permissions, tenants } = JSON.parse(key) as AccessRule;
    audience = { roles, permissions, tenants };
    parsed.set(key, audience);
  }
  return audience;
}

/**
 * The audience of the page a path leads to: the build's, or signed-in for a path it did not
 * list (as the server gate treats an unlisted file: fail closed).
 */
export function audienceOf(routes: RouteAudiences, path: string): Access {
  const key = routes[routeKey(path)];
  return key === undefined ? SIGNED_IN : audienceOfKey(key);
}

/** The audience of the page being shown (the router's location, in the server render too). */
export function usePageAudience(): Access {
  const routes = useRouteAudiences();
  return audienceOf(routes, useLocation().pathname);
}
