import {
  Badge,
  Button,
  EmptyState,
  Group,
  PasswordInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../api/errors';
import { gql } from '../api/graphql';
import type { Role as SessionRole } from '../api/session';
import { useQuery } from '../api/useQuery';
import { roleLabel } from '../auth/roles';
import { useUser } from '../auth/SessionContext';
import { ConfirmModal } from '../components/ConfirmModal';
import { formatDateTime } from '../components/dates';
import { FormModal } from '../components/FormModal';
import { LoadError, Loading } from '../components/LoadState';
import { notifyFailure, notifySuccess } from '../components/notify';
import { sortOnlySpec, sortRows } from '../components/listState';
import { SortableTh } from '../components/SortableTh';
import { useListState } from '../components/useListState';
import { graphql } from '../gql';
import type { Role, UsersQuery } from '../gql/graphql';

const Users = graphql(`
  query Users {
    users {
      id
      email
      name
      role
      active
      createdAt
      lastLoginAt
    }
  }
`);

const CreateUser = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
      email
    }
  }
`);

const UpdateUser = graphql(`
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      name
      role
      active
    }
  }
`);

const ResetUserPassword = graphql(`
  mutation ResetUserPassword($id: ID!, $password: String!) {
    resetUserPassword(id: $id, password: $password) {
      id
    }
  }
`);

type User = UsersQuery['users'][number];

const roles: Role[] = ['ADMIN', 'EDITOR', 'CONTRIBUTOR'];
const label = (r: Role) => roleLabel[r.toLowerCase() as SessionRole];
const roleOptions = roles.map((r) => ({ value: r, label: label(r) }));
const roleHelp = 'Administrators manage users, companies and API keys; editors edit and publish content; contributors draft it.';

/** The admin users: create, edit name and role, reset password, deactivate, their application passwords. Admins only. */
const usersSpec = sortOnlySpec(['name', '-name', 'email', '-email', 'role', '-role', '-login', 'login'] as const, 'email');
const userKeys = { name: (u: User) => u.name, email: (u: User) => u.email, role: (u: User) => u.role, login: (u: User) => u.lastLoginAt };

export function UsersScreen() {
  const me = useUser();
  const { data, loading, error, reload } = useQuery(Users, {});
  const { sort, column } = useListState(usersSpec);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [toggling, setToggling] = useState<User | null>(null);
  const [busy, setBusy] = useState(false);

  const toggleActive = async () => {
    if (!toggling) return;
    setBusy(true);
    try {
      await gql(UpdateUser, { id: toggling.id, input: { active: !toggling.active } });
      notifySuccess(`${toggling.email} ${toggling.active ? 'deactivated' : 'activated'}.`);
      setToggling(null);
      await reload();
    } catch (err) {
      notifyFailure(`Could not ${toggling.active ? 'deactivate' : 'activate'} the user`, err);
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!data && loading) body = <Loading label="Loading users…" />;
  else if (!data) body = <LoadError error={error} onRetry={() => void reload()} />;
  else if (data.users.length === 0) body = <EmptyState title="No users" />;
  else
    body = (
      <Table.ScrollContainer minWidth={820}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Users">
          <Table.Thead>
            <Table.Tr>
              <SortableTh label="Name" {...column('name', '-name')} />
              <SortableTh label="E-mail" {...column('email', '-email')} />
              <SortableTh label="Role" {...column('role', '-role')} />
              <Table.Th>Status</Table.Th>
              <SortableTh label="Last login" {...column('-login', 'login')} />
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sortRows(data.users, sort, userKeys).map((u) => {
              const self = u.id === me.id;
              return (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    {u.name || <Text c="dimmed">—</Text>}
                    {self && (
                      <Badge ml="xs" variant="outline" size="sm">
                        You
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td>{label(u.role)}</Table.Td>
                  <Table.Td>
                    <Badge color={u.active ? 'green' : 'gray'}>{u.active ? 'Active' : 'Inactive'}</Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(u.lastLoginAt, 'Never')}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Button variant="subtle" size="xs" onClick={() => setEditing(u)} aria-label={`Edit ${u.email}`}>
                        Edit
                      </Button>
                      <Button
                        variant="subtle"
                        size="xs"
                        component={Link}
                        to={`/users/${u.id}/app-passwords`}
                        aria-label={`Application passwords of ${u.email}`}
                      >
                        App passwords
                      </Button>
                      <Button
                        variant="subtle"
                        size="xs"
                        onClick={() => setResetting(u)}
                        aria-label={`Reset password of ${u.email}`}
                      >
                        Reset password
                      </Button>
                      {!self && (
                        <Button
                          variant="subtle"
                          size="xs"
                          color={u.active ? 'red' : undefined}
                          onClick={() => setToggling(u)}
                          aria-label={`${u.active ? 'Deactivate' : 'Activate'} ${u.email}`}
                        >
                          {u.active ? 'Deactivate' : 'Activate'}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Users</Title>
          <Text c="dimmed">People who log in to this admin.</Text>
        </div>
        <Button onClick={() => setCreating(true)}>Create user</Button>
      </Group>
      {body}
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} onSaved={() => void reload()} />
      {editing && (
        <EditUserModal user={editing} self={editing.id === me.id} onClose={() => setEditing(null)} onSaved={() => void reload()} />
      )}
      {resetting && <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />}
      <ConfirmModal
        opened={toggling !== null}
        title={toggling?.active ? 'Deactivate user?' : 'Activate user?'}
        confirmLabel={toggling?.active ? 'Deactivate' : 'Activate'}
        danger={toggling?.active}
        loading={busy}
        onConfirm={() => void toggleActive()}
        onCancel={() => setToggling(null)}
      >
        {toggling?.active
          ? `${toggling.email} will be logged out and cannot log in until activated again; their application passwords are revoked for good.`
          : `${toggling?.email} will be able to log in again.`}
      </ConfirmModal>
    </Stack>
  );
}

function CreateUserModal({ opened, onClose, onSaved }: { opened: boolean; onClose: () => void; onSaved: () => void }) {
  const [saving, setSaving] = useState(false);
  const form = useForm<{ email: string; name: string; password: string; role: Role }>({
    mode: 'controlled',
    initialValues: { email: '', name: '', password: '', role: 'EDITOR' },
    validate: {
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Enter a valid e-mail address'),
      password: (v) => (v.length < 8 || v.length > 72 ? 'Use 8 to 72 characters' : null),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const { createUser } = await gql(CreateUser, {
        input: { email: values.email.trim(), name: values.name.trim(), password: values.password, role: values.role },
      });
      notifySuccess(`User ${createUser.email} created.`);
      onSaved();
      close();
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(err.fields);
      notifyFailure('Could not create the user', err);
    } finally {
      setSaving(false);
    }
  });
  return (
    <FormModal opened={opened} title="New user" dirty={form.isDirty()} onClose={close}>
      {(requestClose) => (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label="E-mail" type="email" required data-autofocus autoComplete="off" {...form.getInputProps('email')} />
            <TextInput label="Name" autoComplete="off" {...form.getInputProps('name')} />
            <PasswordInput
              label="Password"
              description="8 to 72 characters. Tell the user; they log in with it."
              required
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <Select
              label="Role"
              description={roleHelp}
              data={roleOptions}
              allowDeselect={false}
              {...form.getInputProps('role')}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={requestClose}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                Create user
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormModal>
  );
}

type EditProps = { user: User; self: boolean; onClose: () => void; onSaved: () => void };

function EditUserModal({ user, self, onClose, onSaved }: EditProps) {
  const [saving, setSaving] = useState(false);
  const form = useForm<{ name: string; role: Role }>({
    mode: 'controlled',
    initialValues: { name: user.name, role: user.role },
  });
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const input: { name?: string; role?: Role } = {};
      if (values.name.trim() !== user.name) input.name = values.name.trim();
      if (values.role !== user.role) input.role = values.role;
      await gql(UpdateUser, { id: user.id, input });
      notifySuccess(`${user.email} saved.`);
      form.resetDirty();
      onSaved();
      onClose();
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(err.fields);
      notifyFailure('Could not save the user', err);
    } finally {
      setSaving(false);
    }
  });
  return (
    <FormModal opened title={`Edit ${user.email}`} dirty={form.isDirty()} onClose={onClose}>
      {(requestClose) => (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label="Name" data-autofocus {...form.getInputProps('name')} />
            <Select
              label="Role"
              description={self ? 'You cannot change your own role; another administrator can.' : roleHelp}
              data={roleOptions}
              allowDeselect={false}
              disabled={self}
              {...form.getInputProps('role')}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={requestClose}>
                Cancel
              </Button>
              <Button type="submit" loading={saving} disabled={!form.isDirty()}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormModal>
  );
}

function ResetPasswordModal({ user, onClose }: { user: User; onClose: () => void }) {
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: { password: (v) => (v.length < 8 || v.length > 72 ? 'Use 8 to 72 characters' : null) },
  });
  const submit = form.onSubmit(async ({ password }) => {
    setSaving(true);
    try {
      await gql(ResetUserPassword, { id: user.id, password });
      notifySuccess(`Password of ${user.email} reset.`);
      form.resetDirty();
      onClose();
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(err.fields);
      notifyFailure('Could not reset the password', err);
    } finally {
      setSaving(false);
    }
  });
  return (
    <FormModal opened title={`Reset password of ${user.email}`} dirty={form.isDirty()} onClose={onClose}>
      {(requestClose) => (
        <form onSubmit={submit} noValidate>
          <Stack>
            <PasswordInput
              label="New password"
              description="8 to 72 characters. The user is logged out everywhere and their application passwords are revoked; tell them the new password."
              required
              data-autofocus
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={requestClose}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                Reset password
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormModal>
  );
}
