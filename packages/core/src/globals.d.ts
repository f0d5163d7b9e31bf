/** Replaced at build and test time with the package version (tsup/vitest `define`). */
declare const __GATEHOUSE_VERSION__: string;
