// Types of sdk-chunk.mjs, for the TypeScript Vite configs.
export declare const sdkChunk: {
  groups: {
    name: string;
    tags?: '$initial'[];
    test?: RegExp;
    minShareCount?: number;
    priority: number;
  }[];
};
