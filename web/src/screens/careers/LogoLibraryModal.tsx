import { Anchor, LoadingOverlay, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MediaBrowser } from '../media/MediaBrowser';
import type { PickedImage } from '../media/mediaApi';
import { useMediaPage } from '../media/useMediaPage';

type Props = {
  opened: boolean;
  /** The chosen image is being saved as the logo. */
  saving: boolean;
  onClose: () => void;
  onChoose: (image: PickedImage) => void;
};

/** A dialog with the media library (search, pages) where a click or Enter on an image makes it the logo. */
export function LogoLibraryModal({ opened, saving, onClose, onChoose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Choose the logo from the media library" size="xl">
      {opened && <LibraryBody saving={saving} onChoose={onChoose} />}
    </Modal>
  );
}

function LibraryBody({ saving, onChoose }: { saving: boolean; onChoose: (image: PickedImage) => void }) {
  const state = useMediaPage(12);
  return (
    <div style={{ position: 'relative' }}>
      <LoadingOverlay visible={saving} />
      <Text size="sm" c="dimmed" mb="sm">
        The image is copied into the logo: JPEG, PNG or WebP (GIF images cannot be logos).
      </Text>
      <MediaBrowser
        state={state}
        onChoose={(img) => !saving && onChoose(img)}
        emptyAction={
          <Anchor component={Link} to="/media" size="sm">
            Open the media library
          </Anchor>
        }
      />
    </div>
  );
}
