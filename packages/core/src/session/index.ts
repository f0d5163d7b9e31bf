export type { TabChannel, TabMessage } from './channel';
export { currentTenant, expiresAt, permissionsOf, readClaims, rolesOf, tenantsOf } from './claims';
export type { CookieSettings } from './cookie';
export * from './keys';
export { type Claim, type Lock, type Spent, tokenKey, webLock } from './lock';
export { refreshDelay } from './schedule';
export { memoryStorage, type TokenStorage } from './storage';
export { storageLock } from './storage-lock';
export {
  createSession,
  type LastUser,
  type Session,
  type SessionApi,
  type SessionOptions,
  type SessionState,
} from './store';
export { tenantName } from './tenant-name';
