import { type Access, PUBLIC, SIGNED_IN } from '../access';

/** An audience in the words of a build error: "everyone", "signed-in readers", a rule's names. */
export function describeAudience(access: Access): string {
  if (access === PUBLIC) return 'everyone (public)';
  if (access === SIGNED_IN) return 'signed-in readers';
  const parts = [
    access.roles && `roles ${access.roles.join(' or ')}`,
    access.permissions && `permissions ${access.permissions.join(' or ')}`,
    access.tenants && `tenants ${access.tenants.join(' or ')}`,
  ].filter(Boolean);
  return `readers with ${parts.join(' and ')}`;
}
