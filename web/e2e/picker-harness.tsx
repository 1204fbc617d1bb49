// Mounts the MediaPicker alone on an admin page (same origin, with the
// session) for web/e2e/media.test.mjs: the picker is a component other
// screens embed, tested here on its own. Bundled by the test with Vite.
import { MantineProvider, Stack } from '@mantine/core';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { setCsrfToken } from '../src/api/graphql';
import { MediaPicker } from '../src/screens/media/MediaPicker';

function Harness({ initial }: { initial: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  const [name, setName] = useState('');
  return (
    <Stack p="md" maw={560}>
      <MediaPicker
        label="Featured image"
        description="Shown on the event page."
        value={value}
        onChange={(id, image) => {
          setValue(id);
          setName(image?.name ?? '');
        }}
      />
      <output aria-label="Chosen image id">{value ?? 'none'}</output>
      <output aria-label="Chosen image name">{name}</output>
    </Stack>
  );
}

/** Mounts the harness in el; csrfToken is the session's (as the app sets it after loading the session). */
export function mount(el: HTMLElement, initial: string | null, csrfToken: string) {
  setCsrfToken(csrfToken);
  createRoot(el).render(
    <MantineProvider>
      <Harness initial={initial} />
    </MantineProvider>,
  );
}
