// Formatting of media library facts for people.

/** A size in bytes as people read it: 512 B, 1.5 KB, 2.3 MB (powers of 1024). */
export function formatBytes(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '—';
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v < 10 ? v.toFixed(1).replace(/\.0$/, '') : Math.round(v)} ${units[i]}`;
}

/** Pixel dimensions: 1920 × 1080. */
export function formatDimensions(width: number, height: number): string {
  return `${width} × ${height}`;
}

/** The image types the library accepts (the server sniffs the bytes). */
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The largest image the server accepts (media.MaxImageSize). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
