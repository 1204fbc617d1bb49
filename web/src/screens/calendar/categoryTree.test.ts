import { describe, expect, it } from 'vitest';
import { categoryOptions, categoryTree, descendants } from './categoryTree';

const cats = [
  { id: '4', name: 'Talks', parentId: null },
  { id: '2', name: 'Jazz', parentId: '1' },
  { id: '1', name: 'Music', parentId: null },
  { id: '3', name: 'Bebop', parentId: '2' },
  { id: '5', name: 'Classical', parentId: '1' },
  { id: '6', name: 'Orphan', parentId: '99' },
];

describe('categoryTree', () => {
  it('lists parents before children, siblings by name, with depth', () => {
    expect(categoryTree(cats).map((c) => `${c.depth}:${c.name}`)).toEqual([
      '0:Music',
      '1:Classical',
      '1:Jazz',
      '2:Bebop',
      '0:Orphan',
      '0:Talks',
    ]);
  });
  it('indents option labels', () => {
    expect(categoryOptions(cats).slice(0, 4)).toEqual([
      { value: '1', label: 'Music' },
      { value: '5', label: '— Classical' },
      { value: '2', label: '— Jazz' },
      { value: '3', label: '— — Bebop' },
    ]);
  });
  it('survives a cycle', () => {
    const loop = [
      { id: 'a', name: 'A', parentId: 'b' },
      { id: 'b', name: 'B', parentId: 'a' },
    ];
    expect(categoryTree(loop).map((c) => c.id).sort()).toEqual(['a', 'b']);
  });
  it('finds a category and its descendants', () => {
    expect([...descendants(cats, '1')].sort()).toEqual(['1', '2', '3', '5']);
    expect([...descendants(cats, '4')]).toEqual(['4']);
  });
});
