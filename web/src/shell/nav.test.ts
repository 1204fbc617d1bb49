import { describe, expect, it } from 'vitest';
import { isActive, safeNext, visibleNav, type NavItem } from './nav';

const items: NavItem[] = [
  { path: '/', label: 'Dashboard', minRole: 'contributor' },
  { path: '/jobs', label: 'Jobs', minRole: 'editor' },
  { path: '/keys', label: 'API keys', minRole: 'admin' },
];

describe('visibleNav', () => {
  it.each([
    ['admin', ['Dashboard', 'Jobs', 'API keys']],
    ['editor', ['Dashboard', 'Jobs']],
    ['contributor', ['Dashboard']],
    [undefined, []],
  ] as const)('%s sees %j', (role, labels) => {
    expect(visibleNav(role, items).map((i) => i.label)).toEqual(labels);
  });
});

describe('isActive', () => {
  it('matches the screen and what is inside it only', () => {
    expect(isActive(items[0], '/')).toBe(true);
    expect(isActive(items[0], '/keys')).toBe(false);
    expect(isActive(items[2], '/keys')).toBe(true);
    expect(isActive(items[2], '/keys/12')).toBe(true);
    expect(isActive(items[2], '/keysmith')).toBe(false);
  });
});

describe('safeNext', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/keys', '/keys'],
    ['/users?x=1', '/users?x=1'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/login', '/'],
  ])('%s → %s', (next, to) => expect(safeNext(next)).toBe(to));
});
