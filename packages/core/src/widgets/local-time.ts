// A row's formatted time, as the access keys' and the users' tables show it. A module of its
// own, with no imports: a widget's format module that imported another widget's for it (the
// users' the access keys') took that one's form checks into its module graph, and the bundler
// then split the first chunk into three files (npm run size).

/** Local date and time of epoch milliseconds. */
export const formatLocal = (ms: number): string => new Date(ms).toLocaleString();
