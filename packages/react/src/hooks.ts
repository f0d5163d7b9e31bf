import {
  type Claims,
  currentTenant,
  type GatehouseError,
  permissionsOf,
  rolesOf,
  type SessionState,
  tenantsOf,
  type User,
} from '@gatehouse/core';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useClient } from './provider';

export interface SessionInfo {
  status: SessionState['status'];
  isLoading: boolean;
  isAuthenticated: boolean;
  sessionToken: string | undefined;
  claims: Claims | undefined;
  /** Why the session ended or could not be resumed, when it is known. */
  error: GatehouseError | undefined;
  /** Roles granted project-wide, or in `tenant` when one is named. */
  roles(tenant?: string): string[];
  /** Permissions granted project-wide, or in `tenant` when one is named. */
  permissions(tenant?: string): string[];
  /** The tenant chosen with tenant select (the `dct` claim). */
  currentTenant: string | undefined;
  /** Ids of the tenants the session token names. */
  tenants: string[];
}

/** The session, derived from the one state atom, so no two fields can disagree. */
export function useSession(): SessionInfo {
  const state = useStore(useClient().session.$state);
  return useMemo(() => {
    const claims = state.status === 'authenticated' ? state.claims : undefined;
    return {
      status: state.status,
      isLoading: state.status === 'loading',
      isAuthenticated: state.status === 'authenticated',
      sessionToken: state.status === 'authenticated' ? state.sessionToken : undefined,
      claims,
      error: state.status === 'unauthenticated' ? state.error : undefined,
      roles: (tenant) => rolesOf(claims, tenant),
      permissions: (tenant) => permissionsOf(claims, tenant),
      currentTenant: currentTenant(claims),
      tenants: tenantsOf(claims),
    };
  }, [state]);
}

export interface UserInfo {
  /** The signed-in user; may trail `authenticated` briefly while /me answers. */
  user: User | undefined;
  /** True until the session's initial state is known. */
  isLoading: boolean;
}

export function useUser(): UserInfo {
  const { session } = useClient();
  const isLoading = useStore(session.$state).status === 'loading';
  const user = useStore(session.$user);
  return useMemo(() => ({ user, isLoading }), [user, isLoading]);
}
