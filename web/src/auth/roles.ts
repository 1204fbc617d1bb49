import type { Role } from '../api/session';

const rank: Record<Role, number> = { contributor: 1, editor: 2, admin: 3 };

/** Roles are ordered: admin > editor > contributor. */
export function roleAtLeast(role: Role | undefined, min: Role): boolean {
  return role !== undefined && rank[role] >= rank[min];
}

export const roleLabel: Record<Role, string> = { admin: 'Administrator', editor: 'Editor', contributor: 'Contributor' };
