// The upload queue of the media library: one entry per chosen file, with
// its progress and outcome. Pure state (a reducer) so that it is tested
// without a browser; useUploads runs the uploads.

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

export type UploadItem = {
  /** Unique within the queue. */
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0 to 1. */
  progress: number;
  error?: string;
  /** The library image, once done. */
  imageId?: string;
};

export type UploadAction =
  | { type: 'add'; files: { key: string; name: string; size: number }[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'done'; key: string; imageId: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'clearFinished' };

function update(items: UploadItem[], key: string, change: (i: UploadItem) => UploadItem): UploadItem[] {
  return items.map((i) => (i.key === key ? change(i) : i));
}

export function uploadQueue(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.files.map((f) => ({ ...f, status: 'queued' as const, progress: 0 }))];
    case 'start':
      return update(items, action.key, (i) => ({ ...i, status: 'uploading', progress: 0 }));
    case 'progress':
      // Progress only grows, and stays below 1 until the server answered.
      return update(items, action.key, (i) =>
        i.status === 'uploading' ? { ...i, progress: Math.max(i.progress, Math.min(action.fraction, 0.99)) } : i,
      );
    case 'done':
      return update(items, action.key, (i) => ({ ...i, status: 'done', progress: 1, imageId: action.imageId, error: undefined }));
    case 'failed':
      return update(items, action.key, (i) => ({ ...i, status: 'failed', error: action.error }));
    case 'clearFinished':
      return items.filter((i) => i.status === 'queued' || i.status === 'uploading');
  }
}

/** A rejection of the file before it is sent (type or size), or null. */
export function precheck(file: { name: string; size: number; type: string }, accepted: string[], maxBytes: number): string | null {
  if (file.type && !accepted.includes(file.type)) return `${file.name} is not a PNG, JPEG, GIF or WebP image.`;
  if (file.size > maxBytes) return `${file.name} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/** Counts for a summary line: how many are still running, done, failed. */
export function summary(items: UploadItem[]): { running: number; done: number; failed: number } {
  let running = 0;
  let done = 0;
  let failed = 0;
  for (const i of items) {
    if (i.status === 'done') done++;
    else if (i.status === 'failed') failed++;
    else running++;
  }
  return { running, done, failed };
}
