import { Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { gql } from '../../api/graphql';
import { gqlUpload } from '../../api/upload';
import { ConfirmModal } from '../../components/ConfirmModal';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { PickedImage } from '../media/mediaApi';
import { LogoLibraryModal } from './LogoLibraryModal';

const SetCompanyLogo = graphql(`
  mutation SetCompanyLogo($companyId: ID!, $file: Upload!) {
    setCompanyLogo(companyId: $companyId, file: $file) {
      id
      logoUrl
      logoOriginalName
    }
  }
`);

const SetCompanyLogoFromImage = graphql(`
  mutation SetCompanyLogoFromImage($companyId: ID!, $imageId: ID!) {
    setCompanyLogoFromImage(companyId: $companyId, imageId: $imageId) {
      id
      logoUrl
      logoOriginalName
    }
  }
`);

const RemoveCompanyLogo = graphql(`
  mutation RemoveCompanyLogo($companyId: ID!) {
    removeCompanyLogo(companyId: $companyId) {
      id
      logoUrl
      logoOriginalName
    }
  }
`);

type Logo = { id: string; logoUrl?: string | null; logoOriginalName?: string | null };

/**
 * The company logo: a preview, upload with progress (JPEG, PNG, WebP), a copy of a media library
 * image, remove. Saved at once.
 */
export function LogoField<C extends Logo>({ company, onChange }: { company: C; onChange: (c: C) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [copying, setCopying] = useState(false);

  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const { setCompanyLogo } = await gqlUpload(SetCompanyLogo, { companyId: company.id }, { file }, { onProgress: setProgress });
      onChange({ ...company, ...setCompanyLogo });
      notifySuccess('The logo is saved.');
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields.file ?? err.message) : 'The upload failed.');
      notifyFailure('Could not upload the logo', err);
    } finally {
      setProgress(null);
    }
  };

  const fromLibrary = async (image: PickedImage) => {
    setError(null);
    setCopying(true);
    try {
      const { setCompanyLogoFromImage } = await gql(SetCompanyLogoFromImage, { companyId: company.id, imageId: image.id });
      onChange({ ...company, ...setCompanyLogoFromImage });
      notifySuccess(`The logo is now ${image.name}.`);
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields.imageId ?? err.message) : 'The logo could not be set.');
      notifyFailure('Could not use the image as the logo', err);
    } finally {
      setCopying(false);
      setChoosing(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      const { removeCompanyLogo } = await gql(RemoveCompanyLogo, { companyId: company.id });
      onChange({ ...company, ...removeCompanyLogo });
      setRemoving(false);
      notifySuccess('The logo is removed.');
    } catch (err) {
      notifyFailure('Could not remove the logo', err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group align="center" wrap="wrap">
        {company.logoUrl ? (
          <Image src={company.logoUrl} alt="Current logo" h={80} w="auto" maw={240} fit="contain" radius="sm" />
        ) : (
          <Text c="dimmed" size="sm">
            No logo yet.
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={(f) => void upload(f)} accept="image/png,image/jpeg,image/webp">
            {(props) => (
              <Button {...props} variant="light" loading={progress !== null}>
                {company.logoUrl ? 'Replace logo' : 'Upload logo'}
              </Button>
            )}
          </FileButton>
          <Button variant="light" onClick={() => setChoosing(true)} loading={copying}>
            Choose from media library
          </Button>
          {company.logoUrl && (
            <Button variant="subtle" color="red" onClick={() => setRemoving(true)}>
              Remove logo
            </Button>
          )}
        </Group>
      </Group>
      {company.logoOriginalName && (
        <Text size="xs" c="dimmed">
          {company.logoOriginalName}
        </Text>
      )}
      {progress !== null && <Progress value={progress * 100} aria-label="Logo upload progress" animated />}
      <Text size="xs" c="dimmed">
        JPEG, PNG or WebP, at most 5 MB.
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <LogoLibraryModal opened={choosing} saving={copying} onClose={() => setChoosing(false)} onChoose={(img) => void fromLibrary(img)} />
      <ConfirmModal
        opened={removing}
        title="Remove the logo?"
        confirmLabel="Remove logo"
        danger
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(false)}
      >
        The careers site shows no logo until you upload another one.
      </ConfirmModal>
    </Stack>
  );
}
