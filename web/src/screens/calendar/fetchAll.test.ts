import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './fetchAll';

describe('fetchAllPages', () => {
  it('reads pages until the last one', async () => {
    const asked: number[] = [];
    const all = await fetchAllPages(async (page) => {
      asked.push(page);
      return { nodes: [page * 10, page * 10 + 1], totalPages: 3 };
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(all).toEqual([10, 11, 20, 21, 30, 31]);
  });

  it('reads one page of an empty list', async () => {
    const asked: number[] = [];
    const all = await fetchAllPages(async (page) => {
      asked.push(page);
      return { nodes: [], totalPages: 0 };
    });
    expect(asked).toEqual([1]);
    expect(all).toEqual([]);
  });

  it('stops after maxPages', async () => {
    const asked: number[] = [];
    await fetchAllPages(async (page) => {
      asked.push(page);
      return { nodes: [page], totalPages: 100 };
    }, 2);
    expect(asked).toEqual([1, 2]);
  });
});
