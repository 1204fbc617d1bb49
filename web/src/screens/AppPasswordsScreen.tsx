import {
  Anchor,
  Badge,
  Button,
  CopyButton,
  EmptyState,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api/errors';
import { gql } from '../api/graphql';
import { useQuery } from '../api/useQuery';
import { useUser } from '../auth/SessionContext';
import { ConfirmModal } from '../components/ConfirmModal';
import { formatDateTime } from '../components/dates';
import { FormModal } from '../components/FormModal';
import { LoadError, Loading } from '../components/LoadState';
import { notifyFailure, notifySuccess } from '../components/notify';
import { graphql } from '../gql';
import type { AppPasswordsQuery } from '../gql/graphql';

const AppPasswords = graphql(`
  query AppPasswords($userId: ID) {
    appPasswords(userId: $userId) {
      id
      name
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`);

const UserEmails = graphql(`
  query UserEmails {
    users {
      id
      email
    }
  }
`);

const CreateAppPassword = graphql(`
  mutation CreateAppPassword($input: CreateAppPasswordInput!) {
    createAppPassword(input: $input) {
      password
      appPassword {
        id
        name
      }
    }
  }
`);

const RevokeAppPassword = graphql(`
  mutation RevokeAppPassword($id: ID!) {
    revokeAppPassword(id: $id) {
      id
      revokedAt
    }
  }
`);

type AppPassword = AppPasswordsQuery['appPasswords'][number];

/**
 * Application passwords: the caller's own (/app-passwords, every role), or
 * a user's (/users/:id/app-passwords, admins): list with the last use,
 * issue (shown once), revoke.
 */
export function AppPasswordsScreen() {
  const { id } = useParams();
  const me = useUser();
  const self = !id || id === me.id;
  return (
    <Stack>
      {self ? (
        <div>
          <Title order={1}>Application passwords</Title>
          <Text c="dimmed">
            Tools and scripts act as you with your e-mail and one of these passwords (HTTP Basic authentication), with your
            role. Resetting your password revokes them all.
          </Text>
        </div>
      ) : (
        <OtherUserHeading id={id!} />
      )}
      <PasswordsOf userId={self ? null : id!} key={id ?? 'self'} />
    </Stack>
  );
}

function OtherUserHeading({ id }: { id: string }) {
  const { data } = useQuery(UserEmails, {});
  const email = data?.users.find((u) => u.id === id)?.email;
  return (
    <div>
      <Anchor component={Link} to="/users" size="sm">
        ← Users
      </Anchor>
      <Title order={1}>Application passwords of {email ?? '…'}</Title>
      <Text c="dimmed">Tools and scripts that act as this user. Revoke those that are no longer used or may have leaked.</Text>
    </div>
  );
}

function PasswordsOf({ userId }: { userId: string | null }) {
  const { data, loading, error, reload } = useQuery(AppPasswords, { userId });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<AppPassword | null>(null);
  const [busy, setBusy] = useState(false);
  const label = (p: AppPassword) => p.name || `#${p.id}`;

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await gql(RevokeAppPassword, { id: revoking.id });
      notifySuccess(`Application password ${label(revoking)} revoked.`);
      setRevoking(null);
      await reload();
    } catch (err) {
      notifyFailure('Could not revoke the application password', err);
    } finally {
      setBusy(false);
    }
  };

  const createButton = <Button onClick={() => setCreating(true)}>Create application password</Button>;
  let body;
  if (!data && loading) body = <Loading label="Loading application passwords…" />;
  else if (!data) body = <LoadError error={error} onRetry={() => void reload()} />;
  else if (data.appPasswords.length === 0)
    body = (
      <EmptyState title="No application passwords" description="Create one for each tool that needs to act as this user.">
        {createButton}
      </EmptyState>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={700}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Application passwords">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.appPasswords.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.name || <Text c="dimmed">Unnamed</Text>}</Table.Td>
                <Table.Td>{formatDateTime(p.createdAt)}</Table.Td>
                <Table.Td>{formatDateTime(p.lastUsedAt, 'Never')}</Table.Td>
                <Table.Td>
                  {p.revokedAt ? (
                    <Badge color="red">Revoked {formatDateTime(p.revokedAt)}</Badge>
                  ) : (
                    <Badge color="green">Active</Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {!p.revokedAt && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() => setRevoking(p)}
                      aria-label={`Revoke application password ${label(p)}`}
                    >
                      Revoke
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <>
      {data && data.appPasswords.length > 0 && <Group justify="flex-end">{createButton}</Group>}
      {body}
      <CreateModal opened={creating} userId={userId} onClose={() => setCreating(false)} onCreated={() => void reload()} />
      <ConfirmModal
        opened={revoking !== null}
        title="Revoke application password?"
        confirmLabel="Revoke password"
        danger
        loading={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      >
        Tools using {revoking ? `“${label(revoking)}”` : 'it'} are refused at once. This cannot be undone.
      </ConfirmModal>
    </>
  );
}

type CreateModalProps = { opened: boolean; userId: string | null; onClose: () => void; onCreated: () => void };

function CreateModal({ opened, userId, onClose, onCreated }: CreateModalProps) {
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: { name: (v) => (v.trim().length > 100 ? 'At most 100 characters' : null) },
  });
  const close = () => {
    form.reset();
    setCreated(null);
    onClose();
  };
  const submit = form.onSubmit(async ({ name }) => {
    setSaving(true);
    try {
      const { createAppPassword } = await gql(CreateAppPassword, { input: { userId, name: name.trim() } });
      setCreated(createAppPassword.password);
      form.resetDirty();
      const { name: saved } = createAppPassword.appPassword;
      notifySuccess(saved ? `Application password ${saved} created.` : 'Application password created.');
      onCreated();
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(err.fields);
      notifyFailure('Could not create the application password', err);
    } finally {
      setSaving(false);
    }
  });
  return (
    <FormModal
      opened={opened}
      title={created ? 'Copy the new application password' : 'New application password'}
      dirty={!created && form.isDirty()}
      onClose={close}
    >
      {(requestClose) =>
        created ? (
          <Stack>
            <Text size="sm">
              Copy it now: it is shown only this once. Use it with the user's e-mail as HTTP Basic credentials.
            </Text>
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label="Application password"
                value={created}
                readOnly
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                style={{ flex: 1 }}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton value={created}>
                {({ copied, copy }) => (
                  <Button color={copied ? 'teal' : undefined} onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Group justify="flex-end">
              <Button onClick={close}>Done</Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <TextInput
                label="Name"
                description="What uses it, e.g. “import script”."
                data-autofocus
                autoComplete="off"
                {...form.getInputProps('name')}
              />
              <Group justify="flex-end" mt="sm">
                <Button variant="default" onClick={requestClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={saving}>
                  Create password
                </Button>
              </Group>
            </Stack>
          </form>
        )
      }
    </FormModal>
  );
}
