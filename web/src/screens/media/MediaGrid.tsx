import { AspectRatio, Button, Card, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDateTime } from '../../components/dates';
import { formatBytes, formatDimensions } from './format';
import type { MediaImage } from './mediaApi';

type Props = {
  images: MediaImage[];
  /** Picker mode: each card is a button that chooses its image. */
  onChoose?: (image: MediaImage) => void;
  selectedId?: string | null;
  /** Library mode: each card has a delete button. */
  onDelete?: (image: MediaImage) => void;
};

/** Image cards with a thumbnail, name, size and dimensions. */
export function MediaGrid({ images, onChoose, selectedId, onDelete }: Props) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: onChoose ? 4 : 6 }} spacing="md" role="list" aria-label="Images">
      {images.map((img) => (
        <Card key={img.id} withBorder padding="xs" role="listitem" aria-label={img.name}
          style={selectedId === img.id ? { outline: '2px solid var(--mantine-primary-color-filled)' } : undefined}>
          {onChoose ? (
            <UnstyledButton onClick={() => onChoose(img)} aria-label={`Choose ${img.name}`} aria-pressed={selectedId === img.id}>
              <ImageFacts img={img} />
            </UnstyledButton>
          ) : (
            <ImageFacts img={img} />
          )}
          {onDelete && (
            <Button variant="subtle" color="red" size="compact-xs" mt={4} onClick={() => onDelete(img)} aria-label={`Delete ${img.name}`}>
              Delete
            </Button>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

function ImageFacts({ img }: { img: MediaImage }) {
  return (
    <Stack gap={2}>
      <AspectRatio ratio={4 / 3} bg="var(--mantine-color-gray-1)">
        <Image src={img.url} alt={img.name} fit="contain" loading="lazy" />
      </AspectRatio>
      <Text size="sm" fw={500} truncate title={img.name}>
        {img.name}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDimensions(img.width, img.height)} · {formatBytes(img.size)}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(img.createdAt)}
      </Text>
    </Stack>
  );
}
