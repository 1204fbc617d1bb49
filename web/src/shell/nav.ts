// The navigation: one list, filtered by role. Only screens that exist are
// listed; modules add their entries as their screens arrive.
import type { Role } from '../api/session';
import { roleAtLeast } from '../auth/roles';

export type NavItem = {
  /** Path below /admin. */
  path: string;
  label: string;
  /** The least role that may open the screen. */
  minRole: Role;
};

export const NAV: NavItem[] = [
  { path: '/', label: 'Dashboard', minRole: 'contributor' },
  { path: '/company', label: 'Company', minRole: 'editor' },
  { path: '/locations', label: 'Locations', minRole: 'editor' },
  { path: '/jobs', label: 'Jobs', minRole: 'editor' },
  { path: '/applications', label: 'Applications', minRole: 'editor' },
  { path: '/calendar/events', label: 'Events', minRole: 'contributor' },
  { path: '/calendar/venues', label: 'Venues', minRole: 'editor' },
  { path: '/calendar/organizers', label: 'Organizers', minRole: 'editor' },
  { path: '/calendar/categories', label: 'Event categories', minRole: 'editor' },
  { path: '/calendar/tags', label: 'Event tags', minRole: 'editor' },
  { path: '/media', label: 'Media library', minRole: 'contributor' },
  { path: '/trash', label: 'Trash', minRole: 'editor' },
  { path: '/keys', label: 'API keys', minRole: 'admin' },
  { path: '/webhooks', label: 'Webhooks', minRole: 'admin' },
  { path: '/users', label: 'Users', minRole: 'admin' },
  { path: '/app-passwords', label: 'Application passwords', minRole: 'contributor' },
];

/** The entries a role may see, in order. */
export function visibleNav(role: Role | undefined, items: NavItem[] = NAV): NavItem[] {
  return items.filter((item) => roleAtLeast(role, item.minRole));
}

/** Whether path (below /admin) is the entry's screen or inside it. */
export function isActive(item: NavItem, path: string): boolean {
  if (item.path === '/') return path === '/' || path === '';
  return path === item.path || path.startsWith(item.path + '/');
}

/**
 * Where to go after logging in: the `next` parameter when it is a path of
 * the admin (never another site), else the dashboard.
 */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || next.startsWith('/login')) {
    return '/';
  }
  return next;
}
