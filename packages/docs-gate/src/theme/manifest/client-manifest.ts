// `.docusaurus/client-manifest.json`, written during the client build by
// react-loadable-ssr-addon-v5-slorber (Docusaurus 3.10's webpack/client.js). Under webpack 5
// `origins` is keyed by chunk name (the registry's names, `main`), or by chunk id for chunks
// without a name; each lists the ids of the chunks its group loads (split chunks first, its own
// chunk last), and `assets` gives each id's files.

interface AssetFile {
  file: string;
}

export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, Array<number | string>>;
  assets: Record<string, { js?: AssetFile[]; css?: AssetFile[] } | undefined>;
}

/** The files of one chunk id. */
export function idFiles(manifest: ClientManifest, id: number | string): string[] {
  const asset = manifest.assets[String(id)];
  return [...(asset?.js ?? []), ...(asset?.css ?? [])].map((entry) => entry.file);
}

/** Every file a chunk group loads. */
export function groupFiles(manifest: ClientManifest, origin: string): string[] {
  return (manifest.origins[origin] ?? []).flatMap((id) => idFiles(manifest, id));
}

/**
 * The files a named chunk's group loads, split into its own (named after it: webpack writes
 * `assets/js/<name>.<hash>.js`) and the split chunks it shares with other groups.
 */
export function chunkFiles(
  manifest: ClientManifest,
  name: string,
): { own: string[]; shared: string[] } {
  const files = groupFiles(manifest, name);
  const isOwn = (file: string) => (file.split('/').pop() ?? '').startsWith(`${name}.`);
  return { own: files.filter(isOwn), shared: files.filter((file) => !isOwn(file)) };
}
