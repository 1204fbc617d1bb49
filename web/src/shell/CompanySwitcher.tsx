import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { gql } from '../api/graphql';
import { ApiError } from '../api/errors';
import { roleAtLeast } from '../auth/roles';
import { useUser } from '../auth/SessionContext';
import { useCompany } from '../company/CompanyContext';
import { FormModal } from '../components/FormModal';
import { notifyFailure, notifySuccess } from '../components/notify';
import { graphql } from '../gql';

const CreateCompany = graphql(`
  mutation CreateCompany($input: CreateCompanyInput!) {
    createCompany(input: $input) {
      id
      name
    }
  }
`);

/**
 * The company being worked on. Admins switch between companies and create
 * them; other roles see the company's name.
 */
export function CompanySwitcher() {
  const user = useUser();
  const { companies, current, select, loading } = useCompany();
  const [creating, setCreating] = useState(false);
  const admin = roleAtLeast(user.role, 'admin');

  if (loading && companies.length === 0) return null;
  if (!admin) {
    return current ? (
      <Text size="sm" fw={500} truncate="end">
        {current.name}
      </Text>
    ) : null;
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {companies.length > 0 ? (
        <Select
          aria-label="Company"
          data={companies.map((c) => ({ value: c.id, label: c.name }))}
          value={current?.id ?? null}
          onChange={(v) => v && select(v)}
          allowDeselect={false}
          searchable={companies.length > 8}
          w={{ base: 160, sm: 240 }}
          size="sm"
        />
      ) : (
        <Text size="sm" c="dimmed">
          No company yet
        </Text>
      )}
      <Button variant="light" size="sm" onClick={() => setCreating(true)} visibleFrom="sm">
        New company
      </Button>
      <Button variant="light" size="sm" onClick={() => setCreating(true)} hiddenFrom="sm" aria-label="New company" px="xs">
        +
      </Button>
      <CreateCompanyModal opened={creating} onClose={() => setCreating(false)} />
    </Group>
  );
}

function CreateCompanyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { reload, select } = useCompany();
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', subdomain: '', email: '' },
    validate: {
      name: (v) => (v.trim() ? null : 'Enter the company name'),
      subdomain: (v) =>
        /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(v.trim()) ? null : 'Lowercase letters, digits and inner hyphens',
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const { createCompany } = await gql(CreateCompany, {
        input: { name: values.name.trim(), subdomain: values.subdomain.trim(), email: values.email.trim() || null },
      });
      await reload();
      select(createCompany.id);
      notifySuccess(`Company ${createCompany.name} created.`);
      close();
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(err.fields);
      notifyFailure('Could not create the company', err);
    } finally {
      setSaving(false);
    }
  });
  return (
    <FormModal opened={opened} title="New company" dirty={form.isDirty()} onClose={close}>
      {(requestClose) => (
        <form onSubmit={submit} noValidate>
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <TextInput
            label="Subdomain"
            description="Identifies the company in URLs; lowercase letters, digits and hyphens."
            required
            mt="sm"
            {...form.getInputProps('subdomain')}
          />
          <TextInput label="Contact e-mail" type="email" mt="sm" {...form.getInputProps('email')} />
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Create company
            </Button>
          </Group>
        </form>
      )}
    </FormModal>
  );
}
