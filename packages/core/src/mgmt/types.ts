import type * as z from 'zod/mini';
import type { WidgetInfo } from '../http/http';
import type { SortEntry, UserStatus } from '../schemas';

export interface MgmtOptions {
  /** Every call is scoped to this tenant (query `tenant=`); omit for project-wide calls. */
  tenant?: string;
  /**
   * Read on every call, so a refreshed session JWT (widgets) or a rotated management key
   * (servers) is used as soon as it changes.
   */
  token: () => string | undefined;
  /** The widget making the calls: its `x-descope-widget-*` headers go on each request. */
  widget?: WidgetInfo;
  /**
   * The schema an answer is validated with, given the call's own (the widgets check their long
   * lists in place: see `inPlace`). The call's schema when absent.
   */
  validate?: <T>(schema: z.ZodMiniType<T>) => z.ZodMiniType<T>;
}

export interface SearchInput {
  text?: string;
  /**
   * Sort order as the provider takes it: a list of `{field, desc}`, e.g.
   * `[{ field: 'name', desc: true }]`; empty or absent means the server's order.
   * A widget sends one entry for the column being sorted.
   */
  sort?: SortEntry[];
  /** Zero-based; 0 when absent. */
  page?: number;
  /** Page size; 10000 when absent, so a widget gets the whole list at once. */
  limit?: number;
}

export interface AuditSearchInput extends SearchInput {
  /** Only events that occurred at or after this time, in epoch milliseconds. */
  from?: number;
  /** Only events that occurred at or before this time (an export fixes its range's end). */
  to?: number;
}

export interface UserSearchInput extends SearchInput {
  statuses?: UserStatus[];
  emails?: string[];
  phones?: string[];
  customAttributes?: Record<string, unknown>;
  /** Users holding any of these roles, project-wide or in the tenant (the provider's body). */
  roleNames?: string[];
}

export interface CreateAccessKeyInput {
  name: string;
  /** Seconds since epoch; 0 means the key never expires. */
  expireTime: number;
  roleNames: string[];
  /** Binds the key to a user; empty or absent for an unbound key. */
  userId?: string;
}

export interface CreateRoleInput {
  name: string;
  description?: string;
  permissionNames?: string[];
  /** The client's tenant when absent: a tenant admin creates tenant roles. */
  tenantId?: string;
}

export interface UpdateRoleInput extends CreateRoleInput {
  newName: string;
}

export type UserStatusChange = 'enabled' | 'disabled';

export interface UpdateUserInput {
  loginId: string;
  email?: string;
  phone?: string;
  displayName?: string;
  givenName?: string;
  middleName?: string;
  familyName?: string;
  roleNames?: string[];
  customAttributes?: Record<string, unknown>;
  picture?: string;
  verifiedEmail?: boolean;
  verifiedPhone?: boolean;
  additionalLoginIds?: string[];
}

/** The tenant membership (`userTenants`) comes from the client's tenant, not from here. */
export interface CreateUserInput extends UpdateUserInput {
  sendSMS?: boolean;
  sendMail?: boolean;
  inviteUrl?: string;
  invite?: boolean;
}
