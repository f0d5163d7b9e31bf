import { setupServer } from 'msw/node';

export const BASE_URL = 'http://gatehouse.test';

/** No handlers by default: the element tests inject fake flows and make no request. */
export const server = setupServer();
