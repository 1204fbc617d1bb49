import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { ACCEPTED_TYPES, formatBytes, MAX_IMAGE_BYTES } from './format';
import type { PickedImage } from './mediaApi';
import { useUploads } from './mediaApi';
import { summary, type UploadItem } from './uploadQueue';

type Props = {
  /** Called after each image is stored. */
  onUploaded: (image: PickedImage) => void;
};

/**
 * A drop zone for images (also opened by click, Enter or Space) with a
 * progress bar per file. Files the server refuses stay listed with the
 * reason.
 */
export function UploadZone({ onUploaded }: Props) {
  const { items, add, clearFinished } = useUploads(onUploaded);
  const counts = summary(items);
  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={add}
        // Type and size are checked per file in the queue, with a message
        // each; the server has the last word (it sniffs the bytes).
        onReject={(rejections) => add(rejections.map((r) => r.file))}
        accept={ACCEPTED_TYPES}
        multiple
        // A group, not a button: it holds the file input (axe: nested-interactive).
        role="group"
        aria-label="Upload images: drop files here or press Enter to choose"
        inputProps={{ 'aria-label': 'Image files' }}
      >
        <Stack align="center" gap={4} py="lg" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <Text fw={500}>Drop the images to upload them</Text>
          </Dropzone.Accept>
          <Dropzone.Reject>
            <Text fw={500} c="red">
              Only PNG, JPEG, GIF and WebP images
            </Text>
          </Dropzone.Reject>
          <Dropzone.Idle>
            <Text fw={500}>Drag images here or click to choose files</Text>
          </Dropzone.Idle>
          <Text size="sm" c="dimmed">
            PNG, JPEG, GIF or WebP, at most {formatBytes(MAX_IMAGE_BYTES)} each. Several at once are fine.
          </Text>
        </Stack>
      </Dropzone>
      {items.length > 0 && (
        <Stack gap="xs" aria-label="Uploads" role="list">
          {items.map((item) => (
            <UploadRow key={item.key} item={item} />
          ))}
          {counts.running === 0 && (
            <Group justify="space-between">
              <Text size="sm" c="dimmed" role="status">
                {counts.done} uploaded{counts.failed > 0 ? `, ${counts.failed} failed` : ''}.
              </Text>
              <Button variant="subtle" size="xs" onClick={clearFinished}>
                Clear list
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

const statusText: Record<UploadItem['status'], string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
};

function UploadRow({ item }: { item: UploadItem }) {
  const pct = Math.round(item.progress * 100);
  const color = item.status === 'failed' ? 'red' : item.status === 'done' ? 'green' : undefined;
  return (
    <div role="listitem">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate>
          {item.name} <Text span c="dimmed">({formatBytes(item.size)})</Text>
        </Text>
        <Text size="sm" c={color ?? 'dimmed'}>
          {statusText[item.status]}
          {item.status === 'uploading' ? ` ${pct}%` : ''}
        </Text>
      </Group>
      <Progress value={item.status === 'failed' ? 100 : pct} color={color} aria-label={`Upload of ${item.name}`} size="sm" />
      {item.error && (
        <Text size="xs" c="red" role="alert">
          {item.error}
        </Text>
      )}
    </div>
  );
}
