// How the examples' Vite builds group Gatehouse's shared code: every module of Gatehouse's
// packages and of the libraries under them (zod, ky, nanostores) that two or more chunks import
// goes into one chunk, `sdk`. Gatehouse ships one file per module so that a bundler can make
// its own chunks; rolldown then splits each set of modules the page's entry shares with the
// parts it loads on demand into a chunk of its own, and the console fetched 40 scripts before
// its first sign-in input. With this group it fetches 7. Modules only one chunk imports (each
// part loaded on demand, another locale's words) stay where they were.
const SHARED =
  /[\\/](?:zod|ky|nanostores|@nanostores|@gatehouse[\\/](?:core|react|widgets)|packages[\\/](?:core|react|widgets)[\\/]dist)[\\/]/;

/** `build.rolldownOptions.output.codeSplitting` for an app that uses Gatehouse. */
export const sdkChunk = {
  groups: [{ name: 'sdk', test: SHARED, minShareCount: 2 }],
};
