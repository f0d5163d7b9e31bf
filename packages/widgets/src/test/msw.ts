import { setupServer } from 'msw/node';

export const BASE_URL = 'http://gatehouse.test';

/** No handlers by default: a test adds what it expects (see emulator.ts). */
export const server = setupServer();
