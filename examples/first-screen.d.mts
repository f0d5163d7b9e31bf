// Types of first-screen.mjs, for the TypeScript Vite configs.
import type { Plugin } from 'vite';
export declare function firstScreen(): Plugin;
