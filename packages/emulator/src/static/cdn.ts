import { readFileSync } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';

// The provider's CDN, from loopback: `/npm/{package}@{version}/{path}` as its browser clients
// build it from `base-cdn-url` (provider-content §1.7), answered byte for byte from the copy of
// the package installed beside the emulator. Only the provider's browser packages below are
// served, each only from its published folder; the emulator depends on none of them (optional
// peers): a package that is not installed gets a 404 that names it.

/** The packages served, and the one folder of each that is. */
export const CDN_PACKAGES: Readonly<Record<string, string>> = {
  // The UI library: index.js, its lazy chunks (pinned by SRI inside index.js), its fonts.
  '@descope/web-components-ui': 'dist/umd',
  // The browser clients' self-contained bundles, for a page that loads them from here.
  '@descope/web-component': 'dist',
  '@descope/user-management-widget': 'dist',
  '@descope/role-management-widget': 'dist',
  '@descope/access-key-management-widget': 'dist',
  '@descope/audit-management-widget': 'dist',
};

export const UI_LIBRARY = '@descope/web-components-ui';

/** Content types by extension; a file with any other extension is not served. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  // charset: without it a browser misreads the bundles' Unicode regular expressions.
  js: 'text/javascript; charset=utf-8',
  map: 'application/json; charset=utf-8',
  woff: 'font/woff',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
};

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 6;
/** The largest file in these folders is the UI library's biggest chunk, well under this. */
const MAX_CDN_FILE_BYTES = 16 * 1024 * 1024;

export interface InstalledPackage {
  version: string;
  /** The realpath of the folder served. */
  folder: string;
}

const require = createRequire(import.meta.url);
const installed = new Map<string, InstalledPackage | null>();

/** The package.json of `name` as node resolves it from the emulator, or undefined. */
function packageJsonOf(name: string): string | undefined {
  try {
    return require.resolve(`${name}/package.json`);
  } catch {
    // A package whose `exports` hide package.json: walk up from its entry point.
  }
  try {
    let dir = dirname(require.resolve(name));
    for (let up = 0; up < 8; up += 1) {
      const candidate = join(dir, 'package.json');
      try {
        if (JSON.parse(readFileSync(candidate, 'utf8')).name === name) return candidate;
      } catch {
        // no package.json here
      }
      dir = dirname(dir);
    }
  } catch {
    // not installed
  }
  return undefined;
}

/** The installed copy of a served package (looked up once), or null when it is not installed. */
export function installedPackage(name: string): InstalledPackage | null {
  const known = installed.get(name);
  if (known !== undefined) return known;
  let found: InstalledPackage | null = null;
  const served = Object.hasOwn(CDN_PACKAGES, name) ? CDN_PACKAGES[name] : undefined;
  const manifest = served ? packageJsonOf(name) : undefined;
  if (served && manifest) {
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown };
    if (typeof version === 'string') found = { version, folder: join(dirname(manifest), served) };
  }
  installed.set(name, found);
  return found;
}

/** A CDN address split: `@descope/web-components-ui@3.14.1/dist/umd/index.js`. */
export interface CdnRequest {
  name: string;
  version: string;
  /** The path inside the package, as segments (`dist`, `umd`, `index.js`). */
  segments: string[];
}

/**
 * The package, version and file a CDN path names, or undefined for a path that names no file
 * (a bad package spec, `..`, `.`, empty or hidden segments, backslashes, NUL: anything but
 * plain names). The path is the raw one, still percent-encoded: each segment is decoded once
 * and must then still be a plain name.
 */
export function parseCdnPath(rawPath: string): CdnRequest | undefined {
  const match = /^(@[a-z0-9-]+\/[a-z0-9.-]+)@([0-9A-Za-z.+-]{1,64})\/(.+)$/.exec(rawPath);
  if (!match) return undefined;
  const [, name = '', version = '', rest = ''] = match;
  let segments: string[];
  try {
    segments = rest.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  if (segments.length > MAX_SEGMENTS) return undefined;
  if (!segments.every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment))) {
    return undefined;
  }
  return { name, version, segments };
}

export const contentTypeOf = (file: string): string | undefined => {
  const extension = /\.([a-z0-9]+)$/.exec(file)?.[1];
  return extension && Object.hasOwn(CONTENT_TYPES, extension)
    ? CONTENT_TYPES[extension]
    : undefined;
};

export type CdnFile =
  | { ok: true; body: Uint8Array<ArrayBuffer>; contentType: string }
  | { ok: false; reason: 'not-served' | 'not-installed' | 'other-version' | 'no-file' };

/**
 * The bytes of the file a CDN request names, read unchanged, or why there is none. The file
 * must sit inside the package's served folder once symlinks are followed.
 */
export async function readCdnFile(request: CdnRequest): Promise<CdnFile> {
  const served = Object.hasOwn(CDN_PACKAGES, request.name) ? CDN_PACKAGES[request.name] : undefined;
  if (!served) return { ok: false, reason: 'not-served' };
  const pkg = installedPackage(request.name);
  if (!pkg) return { ok: false, reason: 'not-installed' };
  if (pkg.version !== request.version) return { ok: false, reason: 'other-version' };
  const servedSegments = served.split('/');
  const inFolder = servedSegments.every((segment, index) => request.segments[index] === segment);
  const file = request.segments.at(-1) ?? '';
  const contentType = contentTypeOf(file);
  if (!inFolder || !contentType) return { ok: false, reason: 'no-file' };
  const inner = request.segments.slice(servedSegments.length);
  let folder: string;
  let real: string;
  try {
    folder = await realpath(pkg.folder);
    real = await realpath(join(folder, ...inner));
  } catch {
    return { ok: false, reason: 'no-file' };
  }
  if (!real.startsWith(folder + sep)) return { ok: false, reason: 'no-file' };
  const handle = await open(real, 'r').catch(() => undefined);
  if (!handle) return { ok: false, reason: 'no-file' };
  try {
    const info = await handle.stat();
    if (!info.isFile() || info.size > MAX_CDN_FILE_BYTES) return { ok: false, reason: 'no-file' };
    const bytes = await handle.readFile();
    return {
      ok: true,
      body: new Uint8Array(
        bytes.buffer,
        bytes.byteOffset,
        bytes.byteLength,
      ) as Uint8Array<ArrayBuffer>,
      contentType,
    };
  } finally {
    await handle.close();
  }
}
