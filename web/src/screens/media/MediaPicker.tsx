import { Button, Group, Image, Input, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/errors';
import { gql } from '../../api/graphql';
import { graphql } from '../../gql';
import { MediaBrowser } from './MediaBrowser';
import type { PickedImage } from './mediaApi';
import { UploadZone } from './UploadZone';
import { useMediaPage } from './useMediaPage';

const MediaImageById = graphql(`
  query MediaImageById($id: ID!) {
    mediaImage(id: $id) {
      id
      url
      name
    }
  }
`);

export type MediaPickerProps = {
  /** The field's label; the buttons and the dialog name it. */
  label: string;
  /** The chosen media library image id, or null for none. */
  value: string | null;
  /** Called with the new id (null: removed) and what is known of the image. */
  onChange: (id: string | null, image?: PickedImage) => void;
  description?: string;
  error?: string;
  disabled?: boolean;
};

/**
 * A form field holding a media library image: a preview with "Choose" and
 * "Remove" buttons; Choose opens a dialog with the library (search, pages,
 * upload) where a click or Enter on an image picks it.
 */
export function MediaPicker({ label, value, onChange, description, error, disabled }: MediaPickerProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [known, setKnown] = useState<PickedImage | null>(null);
  const labelId = useId();

  // The preview of an id given from outside (an event being edited).
  useEffect(() => {
    if (!value || known?.id === value) return;
    let live = true;
    gql(MediaImageById, { id: value })
      .then((d) => live && setKnown(d.mediaImage))
      .catch((err: unknown) => {
        const missing = err instanceof ApiError && err.code === 'not_found';
        if (live) setKnown({ id: value, url: '', name: missing ? `Image ${value} (deleted)` : `Image ${value}` });
      });
    return () => {
      live = false;
    };
  }, [value, known?.id]);

  const shown = value && known?.id === value ? known : null;
  const choose = (img: PickedImage) => {
    setKnown({ id: img.id, url: img.url, name: img.name });
    onChange(img.id, { id: img.id, url: img.url, name: img.name });
    close();
  };

  return (
    <Input.Wrapper label={label} labelElement="div" id={labelId} description={description} error={error}>
      <Paper withBorder p="xs" mt={4} role="group" aria-labelledby={`${labelId}-label`}>
        <Group wrap="nowrap" align="center">
          {shown?.url ? (
            <Image src={shown.url} alt={shown.name} w={96} h={72} fit="contain" radius="sm" />
          ) : (
            <Paper w={96} h={72} bg="var(--mantine-color-gray-1)" aria-hidden />
          )}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" truncate>
              {value ? (shown?.name ?? 'Loading…') : 'No image'}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={open} disabled={disabled} aria-label={`Choose ${label.toLowerCase()}`}>
                Choose
              </Button>
              {value && (
                <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)} disabled={disabled}
                  aria-label={`Remove ${label.toLowerCase()}`}>
                  Remove
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
      </Paper>
      <Modal opened={opened} onClose={close} title={`Choose ${label.toLowerCase()}`} size="xl">
        {opened && <PickerBody selectedId={value} onChoose={choose} />}
      </Modal>
    </Input.Wrapper>
  );
}

function PickerBody({ selectedId, onChoose }: { selectedId: string | null; onChoose: (img: PickedImage) => void }) {
  const state = useMediaPage(12);
  return (
    <Stack>
      <UploadZone onUploaded={state.showNewest} />
      <MediaBrowser state={state} onChoose={onChoose} selectedId={selectedId} />
    </Stack>
  );
}
