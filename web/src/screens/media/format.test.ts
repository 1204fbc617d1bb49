import { describe, expect, it } from 'vitest';
import { formatBytes, formatDimensions } from './format';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024, '10 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1024 * 1024, '1 MB'],
    [2.34 * 1024 * 1024, '2.3 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [5 * 1024 ** 4, '5120 GB'],
    [-1, '—'],
    [NaN, '—'],
  ])('%s bytes is %s', (n, want) => {
    expect(formatBytes(n)).toBe(want);
  });
});

describe('formatDimensions', () => {
  it('writes width × height', () => {
    expect(formatDimensions(1920, 1080)).toBe('1920 × 1080');
  });
});
