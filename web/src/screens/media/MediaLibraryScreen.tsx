import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { gql } from '../../api/graphql';
import { roleAtLeast } from '../../auth/roles';
import { useUser } from '../../auth/SessionContext';
import { ConfirmModal } from '../../components/ConfirmModal';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { useListState } from '../../components/useListState';
import { MediaBrowser } from './MediaBrowser';
import { DeleteImage, type MediaImage } from './mediaApi';
import { UploadZone } from './UploadZone';
import { mediaListSpec, useMediaPage } from './useMediaPage';

/**
 * The media library: upload images by drag and drop, browse them, delete
 * them (editors and admins; an image still in use is refused by the
 * server, which names its uses).
 */
export function MediaLibraryScreen() {
  const user = useUser();
  const canDelete = roleAtLeast(user.role, 'editor');
  const state = useMediaPage(24, useListState(mediaListSpec));
  const [deleting, setDeleting] = useState<MediaImage | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await gql(DeleteImage, { id: deleting.id });
      notifySuccess(`${deleting.name} deleted.`);
      setDeleting(null);
      const last = state.data?.mediaImages.nodes.length === 1;
      if (last && state.page > 1) state.setPage(state.page - 1);
      else await state.reload();
    } catch (err) {
      notifyFailure(`Could not delete ${deleting.name}`, err);
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <div>
        <Title order={1}>Media library</Title>
        <Text c="dimmed">Images for events, venues and organizers. They are public once uploaded.</Text>
      </div>
      <UploadZone onUploaded={state.showNewest} />
      <MediaBrowser state={state} onDelete={canDelete ? setDeleting : undefined} />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete image?"
        confirmLabel="Delete image"
        danger
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      >
        {deleting?.name} is removed from the library and its address stops working. An image that an event, venue or
        organizer still shows cannot be deleted: change their image first.
      </ConfirmModal>
    </Stack>
  );
}
