// Where the provider's static content lives: `{base}/pages/{projectId}/v2-beta/{file}`
// (provider-content §1.2). Self-contained on purpose (no imports, no outer names): a page
// inlines this function's source in its head to start fetching a flow's first files before
// its scripts arrive (./preload.ts), and the run's loaders call the same function.

/** The URL of `file` (config.json, theme.json, a screen or widget page) in the project's content. */
export function contentUrl(base: string, projectId: string, file: string): string {
  return `${base.replace(/\/+$/, '')}/pages/${encodeURIComponent(projectId)}/v2-beta/${file}`;
}
