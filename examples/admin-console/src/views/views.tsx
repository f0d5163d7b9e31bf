import {
  AccessKeyManagement,
  AuditManagement,
  RoleManagement,
  UserManagement,
  UserProfile,
  type WidgetProps,
} from '@gatehouse/widgets';
import type { ComponentType, ReactNode } from 'react';

// The console's views, one widget each, in navigation order. Adding a view is one entry
// here: the navigation, the routes, the heading and the page title all come from this list.

export interface ViewDefinition {
  /** The route: `#/{id}`. */
  id: string;
  /** The navigation entry and the view's heading. */
  label: string;
  /** One line under the heading: what the view is for. */
  description: string;
  icon: ReactNode;
  widget: ComponentType<WidgetProps>;
  /**
   * The widget manages the tenant picked beside the heading (the default). A view that acts
   * on the signed-in user alone has no picker and opens for an account without a tenant.
   */
  tenant?: false;
}

/** The profile widget takes no tenant: the console's view props, minus it. */
const MyProfile = ({ tenant: _tenant, ...props }: WidgetProps) => <UserProfile {...props} />;

export const VIEWS = [
  {
    id: 'users',
    label: 'Users',
    description: 'Invite people to the tenant, change their roles and details, reset access.',
    icon: (
      <>
        <circle cx="6" cy="5" r="2.5" />
        <path d="M1.5 14c0-2.5 2-4.5 4.5-4.5s4.5 2 4.5 4.5M10.5 2.8a2.5 2.5 0 0 1 0 4.4M12.5 9.8c1.2.7 2 2.1 2 3.7" />
      </>
    ),
    widget: UserManagement,
  },
  {
    id: 'roles',
    label: 'Roles',
    description: "The tenant's roles and the permissions each one grants.",
    icon: (
      <path d="M8 1.5 2.5 3.5v4c0 3.3 2.3 6 5.5 7 3.2-1 5.5-3.7 5.5-7v-4L8 1.5ZM5.5 8l1.8 1.8L10.8 6.3" />
    ),
    widget: RoleManagement,
  },
  {
    id: 'access-keys',
    label: 'Access keys',
    description: 'Keys that let machines call the API as the tenant.',
    icon: (
      <>
        <circle cx="5" cy="11" r="3" />
        <path d="m7.2 8.8 6.3-6.3M11 5l2 2M9.5 6.5l1.5 1.5" />
      </>
    ),
    widget: AccessKeyManagement,
  },
  {
    id: 'audit',
    label: 'Audit',
    description: 'Who did what, and when: sign-ins and every change to the tenant.',
    icon: (
      <>
        <circle cx="8" cy="8" r="6.5" />
        <path d="M8 4.5V8l2.5 1.5" />
      </>
    ),
    widget: AuditManagement,
  },
  {
    id: 'profile',
    label: 'My profile',
    description: 'Your own name, email, phone, passkey and password, changed through short flows.',
    icon: (
      <>
        <circle cx="8" cy="5.5" r="3" />
        <path d="M2.5 14.5c.6-2.8 2.8-4.5 5.5-4.5s4.9 1.7 5.5 4.5" />
      </>
    ),
    widget: MyProfile,
    tenant: false,
  },
] as const satisfies readonly ViewDefinition[];

export type ViewId = (typeof VIEWS)[number]['id'];

export const VIEW_IDS: readonly ViewId[] = VIEWS.map((view) => view.id);

/** Users opens when the hash names no view. */
export const DEFAULT_VIEW: ViewId = 'users';

export const viewById = (id: ViewId): ViewDefinition =>
  VIEWS.find((view) => view.id === id) ?? VIEWS[0];
