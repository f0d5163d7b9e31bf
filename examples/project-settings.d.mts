/** `{ projectId, baseUrl, mock, gallery, offline }` from a page's query (`location.search`). */
export function projectSettings(search: string): {
  projectId: string;
  baseUrl: string;
  /** `?mock=1`: the console's widgets on generated data. */
  mock: boolean;
  /** `?gallery=1`: the console's every widget state side by side. */
  gallery: boolean;
  /** No request at all (mock or gallery). */
  offline: boolean;
};
