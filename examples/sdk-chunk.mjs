// How the examples' Vite builds put their code in few files. Gatehouse ships one file per
// module so that an app's bundler makes its own chunks; left to itself, rolldown then splits
// each set of modules that the page's entry shares with the parts it loads on demand into a
// chunk of its own (the console fetched 40 scripts before its first sign-in input). Three
// groups, the first that matches a module takes it:
// - `app`: everything the page runs before its first render (the entry and every module it
//   imports statically: Gatehouse, React and the libraries under them included), one file;
// - `first-screen`: what a hosted flow loads on demand before its first screen shows (the
//   screen reader, the screen styles, the theme's look) with what only they use, one file
//   fetched when the flow starts instead of three;
// - `shared`: the modules that two or more of the parts loaded later import, one file.
// Every other part loaded on demand (a modal, the phone library, another locale's words) stays
// a file of its own, fetched when it is needed.
const FIRST_SCREEN =
  /[\\/](?:@gatehouse|packages)[\\/](?:core|react)[\\/]dist[\\/]flow[\\/](?:screen-reader|screen-parts|part-texts|theme)\.js$/;

/** `build.rolldownOptions.output.codeSplitting` for an app that uses Gatehouse. */
export const sdkChunk = {
  groups: [
    { name: 'app', tags: ['$initial'], priority: 3 },
    { name: 'first-screen', test: FIRST_SCREEN, priority: 2 },
    { name: 'shared', minShareCount: 2, priority: 1 },
  ],
};
