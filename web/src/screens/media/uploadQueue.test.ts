import { describe, expect, it } from 'vitest';
import { precheck, summary, uploadQueue, type UploadItem } from './uploadQueue';

const add = (items: UploadItem[], ...names: string[]) =>
  uploadQueue(items, { type: 'add', files: names.map((n) => ({ key: n, name: n, size: 10 })) });

describe('uploadQueue', () => {
  it('adds files as queued at 0', () => {
    const q = add([], 'a.png', 'b.png');
    expect(q.map((i) => [i.name, i.status, i.progress])).toEqual([
      ['a.png', 'queued', 0],
      ['b.png', 'queued', 0],
    ]);
  });

  it('tracks progress per file, never backwards, below 1 until done', () => {
    let q = add([], 'a.png', 'b.png');
    q = uploadQueue(q, { type: 'start', key: 'a.png' });
    q = uploadQueue(q, { type: 'progress', key: 'a.png', fraction: 0.5 });
    q = uploadQueue(q, { type: 'progress', key: 'a.png', fraction: 0.3 });
    expect(q[0].progress).toBe(0.5);
    q = uploadQueue(q, { type: 'progress', key: 'a.png', fraction: 1 });
    expect(q[0].progress).toBe(0.99);
    expect(q[1]).toMatchObject({ status: 'queued', progress: 0 });
    // Progress of a file not uploading is ignored.
    q = uploadQueue(q, { type: 'progress', key: 'b.png', fraction: 0.7 });
    expect(q[1].progress).toBe(0);
    q = uploadQueue(q, { type: 'done', key: 'a.png', imageId: '7' });
    expect(q[0]).toMatchObject({ status: 'done', progress: 1, imageId: '7' });
  });

  it('keeps failures with their message and clears finished entries', () => {
    let q = add([], 'a.png', 'b.png', 'c.png');
    q = uploadQueue(q, { type: 'start', key: 'a.png' });
    q = uploadQueue(q, { type: 'failed', key: 'a.png', error: 'too large' });
    q = uploadQueue(q, { type: 'start', key: 'b.png' });
    q = uploadQueue(q, { type: 'done', key: 'b.png', imageId: '1' });
    expect(q[0]).toMatchObject({ status: 'failed', error: 'too large' });
    expect(summary(q)).toEqual({ running: 1, done: 1, failed: 1 });
    q = uploadQueue(q, { type: 'clearFinished' });
    expect(q.map((i) => i.name)).toEqual(['c.png']);
  });
});

describe('precheck', () => {
  const types = ['image/png', 'image/jpeg'];
  it('accepts an image within the limit', () => {
    expect(precheck({ name: 'a.png', size: 10, type: 'image/png' }, types, 100)).toBeNull();
  });
  it('refuses other types, large and empty files', () => {
    expect(precheck({ name: 'a.pdf', size: 10, type: 'application/pdf' }, types, 100)).toMatch(/not a PNG/);
    expect(precheck({ name: 'a.png', size: 101, type: 'image/png' }, types, 100)).toMatch(/larger/);
    expect(precheck({ name: 'a.png', size: 0, type: 'image/png' }, types, 100)).toMatch(/empty/);
  });
  it('leaves files of unknown type to the server', () => {
    expect(precheck({ name: 'a', size: 10, type: '' }, types, 100)).toBeNull();
  });
});
