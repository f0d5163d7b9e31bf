import { EDGE_SIGN_IN_DIR, MANIFEST_PATH } from '../access';
import { contentTypeOf } from '../server/content-types';
import { parseManifest } from '../server/manifest-text';
import type { SiteFile } from '../server/served-file';
import { isGatehousePath, type SiteSource } from '../server/site-source';

/** The Worker's static assets binding, as much of it as the gate uses. */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/** Files up to this size are kept in the isolate once read... */
export const ISOLATE_FILE_BYTES = 1024 * 1024;
/** ...until the isolate holds this much of the build (a Worker isolate has 128 MB). */
export const ISOLATE_BUDGET_BYTES = 32 * 1024 * 1024;

/** The binding answers any origin; this one only says the request is for the assets. */
const ASSETS_ORIGIN = 'https://assets.invalid';

const encodePath = (relative: string) =>
  relative
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');

/** A strong validator from the bytes: the same for a file in every isolate and deployment. */
async function etagOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0'));
  return `"${hex.join('')}"`;
}

/**
 * The Worker's files, through its `ASSETS` binding: read whole the first time an isolate needs
 * them (the gate answers ranges and conditional requests itself, as on Node, so both hosts
 * answer alike) and kept for the isolate's life within a budget; a deployment brings new
 * isolates, so a kept file is never stale. Only a 200 is a file: the assets must be configured
 * with `html_handling: "none"` (wrangler.jsonc) so that the binding never redirects or guesses.
 * Nothing under `.gatehouse/` is ever a file of the site; the manifest and the sign-in page
 * are read from there by the gate itself.
 */
export function assetsSource(assets: AssetsBinding): SiteSource {
  const kept = new Map<string, Promise<SiteFile | undefined>>();
  let keptBytes = 0;

  async function read(relative: string): Promise<SiteFile | undefined> {
    const response = await assets.fetch(new Request(`${ASSETS_ORIGIN}/${encodePath(relative)}`));
    if (response.status !== 200) {
      await response.body?.cancel();
      return undefined;
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      relative,
      size: bytes.byteLength,
      etag: await etagOf(bytes),
      contentType: contentTypeOf(relative),
      bytes,
    };
  }

  async function load(relative: string): Promise<SiteFile | undefined> {
    const known = kept.get(relative);
    if (known) return known;
    const file = await read(relative);
    if (file && file.size <= ISOLATE_FILE_BYTES && keptBytes + file.size <= ISOLATE_BUDGET_BYTES) {
      keptBytes += file.size;
      kept.set(relative, Promise.resolve(file));
    }
    return file;
  }

  return {
    async manifest() {
      const file = await read(MANIFEST_PATH);
      if (!file?.bytes) return null;
      return parseManifest(new TextDecoder().decode(file.bytes), `/${MANIFEST_PATH} (ASSETS)`);
    },
    file: async (relative) => (isGatehousePath(relative) ? undefined : load(relative)),
    signInFile: async (relative) => (await load(`${EDGE_SIGN_IN_DIR}/${relative}`)) ?? null,
  };
}
