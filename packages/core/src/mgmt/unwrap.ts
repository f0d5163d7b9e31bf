/**
 * Unwrap for calls whose answer the spec does not show: success carries no data. A module
 * apart from call.ts: the calls' modules use it, and the users' calls also load on demand
 * (the access-key form's user search), so importing it from call.ts would reach the http
 * layer from that on-demand part and keep shared modules out of an app's entry file.
 */
export const nothing = (): void => undefined;
