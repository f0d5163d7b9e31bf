export type { Client, ClientOptions, SessionState } from '@gatehouse/core';
export { SignedIn, type SignedInOutProps, SignedOut } from './control';
export { type SessionInfo, type UserInfo, useSession, useUser } from './hooks';
export { AuthProvider, type AuthProviderProps, useClient, useOptionalClient } from './provider';
