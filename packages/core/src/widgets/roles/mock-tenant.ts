/**
 * The tenant the mock acts in; mock roles created by the widget belong to it. A file of its
 * own: the role store names it before the mock (loaded with the first mock call) is there.
 */
export const MOCK_TENANT = 'mock-tenant';
