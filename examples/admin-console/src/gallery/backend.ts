// The gallery's provider: a `fetch` that answers in the page, so every widget state renders
// from the real widgets and stores with no request leaving the page. Each state gets its own
// answer to the list's search: the sample rows, none, never (loading), a server error, or the
// sample rows of a larger total (a list with more to load).
import {
  createClient,
  DEFAULT_LAYOUTS,
  layoutToHtml,
  mockAccessKeys,
  mockAuditEvents,
  mockCustomAttributes,
  mockPermissions,
  mockRoles,
  mockUsers,
  type WidgetType,
} from '@gatehouse/core';

export type ListState = 'list' | 'empty' | 'loading' | 'error' | 'more' | AuditExportScene;

/** What the server says it found in the 'more' state: more than the sample rows it sends. */
const MORE_TOTAL = 25_009;

/**
 * The audit's CSV export, once Export CSV is pressed (the list itself answers as 'list'):
 * its first page in and the next one still on its way, or its first page refused.
 */
export type AuditExportScene = 'export-running' | 'export-failed';

/** The export's pages are the only audit searches asking for more than one at a time. */
const EXPORT_TOTAL = 12_000;

/** What an export's page gets in `scene`: 5,000 sample events of 12,000, then nothing, or a 503. */
async function exportPage(scene: AuditExportScene, request: Request): Promise<Response> {
  const { page = 0, limit = 0 } = (await request.json()) as { page?: number; limit?: number };
  if (scene === 'export-failed') {
    return json({ errorCode: 'E011003', errorDescription: 'Service unavailable' }, 503);
  }
  if (page > 0) return new Promise<Response>(() => {});
  const sample = mockAuditEvents(GALLERY_NOW);
  const audits = Array.from({ length: limit }, (_, i) => sample[i % sample.length]);
  return json({ audits, total: EXPORT_TOTAL });
}

const isExportScene = (state: ListState): state is AuditExportScene => state.startsWith('export-');

/** A fixed "now", so the sample dates (and the screenshots of them) never change. */
export const GALLERY_NOW = Date.UTC(2027, 0, 15, 9, 30);
export const GALLERY_PROJECT = 'P2Gallery';
/** Never contacted: the fetch below answers every call. */
export const GALLERY_BASE_URL = 'https://gallery.gatehouse.invalid';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SEARCHES: Record<string, (now: number) => Record<string, unknown>> = {
  '/v1/mgmt/accesskey/search': (now) => ({ keys: mockAccessKeys(now) }),
  '/v1/mgmt/role/search': (now) => ({ roles: mockRoles(now) }),
  '/v1/mgmt/user/search': (now) => ({ users: mockUsers(now), total: 9 }),
  '/v1/mgmt/audit/search': (now) => ({ audits: mockAuditEvents(now) }),
};

const EMPTY: Record<string, Record<string, unknown>> = {
  '/v1/mgmt/accesskey/search': { keys: [] },
  '/v1/mgmt/role/search': { roles: [] },
  '/v1/mgmt/user/search': { users: [], total: 0 },
  '/v1/mgmt/audit/search': { audits: [] },
};

const LOOKUPS: Record<string, (now: number) => unknown> = {
  '/v1/mgmt/role/all': (now) => ({ roles: mockRoles(now) }),
  '/v1/mgmt/permission/all': () => ({ permissions: mockPermissions() }),
  '/v1/mgmt/user/customattributes': () => ({ data: mockCustomAttributes() }),
  '/v1/mgmt/user/password/set/temporary': () => ({ cleartext: 'Vk7#pQ2-mWz9-Lt4' }),
};

/** An HTML answer, as the provider's static host serves pages and screens. */
export const html = (body: string) =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });

/**
 * `/pages/{project}/v2-beta/{widget-type}/{widget-id}/{page}.html`: the built-in layouts written
 * as the provider's pages, as the emulator serves them.
 */
export function layoutResponse(path: string): Response | undefined {
  const match = /\/pages\/[^/]+\/v2-beta\/([^/]+)\/[^/]+\/([^/]+)\.html$/.exec(path);
  if (!match) return undefined;
  const type = match[1] as WidgetType;
  const pages = DEFAULT_LAYOUTS[type] as Record<string, unknown> | undefined;
  const page = pages?.[match[2] ?? ''];
  return page ? html(layoutToHtml(type, match[2] as never, page as never)) : json({}, 404);
}

/** A client whose list searches answer as `state` says, and everything else as a server would. */
export function galleryClient(state: ListState) {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const page = layoutResponse(path);
    if (page) return page;
    if (path in SEARCHES) {
      if (isExportScene(state)) {
        const { limit } = (await request.clone().json()) as { limit?: number };
        // The list's own search (everything at once) answers as 'list' does.
        if (limit && limit < 10_000) return exportPage(state, request);
        return json(SEARCHES[path]?.(GALLERY_NOW));
      }
      if (state === 'loading') return new Promise<Response>(() => {});
      if (state === 'error') {
        return json({ errorCode: 'E011003', errorDescription: 'Service unavailable' }, 503);
      }
      if (state === 'more') return json({ ...SEARCHES[path]?.(GALLERY_NOW), total: MORE_TOTAL });
      return json(state === 'empty' ? EMPTY[path] : SEARCHES[path]?.(GALLERY_NOW));
    }
    const lookup = LOOKUPS[path];
    if (lookup) return json(lookup(GALLERY_NOW));
    // No session here: the widgets' calls need none, since every answer comes from this page.
    if (path.startsWith('/v1/auth/')) return json({ errorCode: 'E061301' }, 401);
    return json({});
  };
  return createClient({
    projectId: GALLERY_PROJECT,
    baseUrl: GALLERY_BASE_URL,
    fetch,
    // The loading state's search never answers: it must stay loading, not time out.
    timeout: 2_147_483_647,
    persistTokens: false,
  });
}
