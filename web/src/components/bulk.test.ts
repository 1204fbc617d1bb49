import { describe, expect, it } from 'vitest';
import { MAX_BULK, runBulk } from './bulk';

describe('runBulk', () => {
  it('runs every item in turn and names each failure, the others done', async () => {
    const seen: string[] = [];
    const progress: number[] = [];
    const out = await runBulk(
      [
        { id: '1', label: 'One' },
        { id: '2', label: 'Two' },
        { id: '3', label: 'Three' },
      ],
      async (id) => {
        seen.push(id);
        if (id === '2') throw new Error('gone');
      },
      (n) => progress.push(n),
    );
    expect(seen).toEqual(['1', '2', '3']);
    expect(progress).toEqual([1, 2, 3]);
    expect(out.map((o) => [o.id, !!o.error])).toEqual([
      ['1', false],
      ['2', true],
      ['3', false],
    ]);
    expect(out[1].error).toBeTruthy();
  });

  it('runs at most MAX_BULK items', async () => {
    const items = Array.from({ length: MAX_BULK + 5 }, (_, i) => ({ id: String(i), label: String(i) }));
    let n = 0;
    await runBulk(items, async () => void n++);
    expect(n).toBe(MAX_BULK);
  });
});
