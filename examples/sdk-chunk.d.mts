// Types of sdk-chunk.mjs, for the TypeScript Vite configs.
export declare const sdkChunk: {
  groups: { name: string; test: RegExp; minShareCount: number }[];
};
