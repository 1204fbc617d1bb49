import {
  Badge,
  Button,
  Checkbox,
  CopyButton,
  EmptyState,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ApiError } from '../api/errors';
import { gql } from '../api/graphql';
import { useQuery } from '../api/useQuery';
import { useCompany, type Company } from '../company/CompanyContext';
import { ConfirmModal } from '../components/ConfirmModal';
import { endOfDayISO, formatDateTime } from '../components/dates';
import { FormModal } from '../components/FormModal';
import { LoadError, Loading } from '../components/LoadState';
import { notifyFailure, notifySuccess } from '../components/notify';
import { sortOnlySpec, sortRows } from '../components/listState';
import { SortableTh } from '../components/SortableTh';
import { useListState } from '../components/useListState';
import { graphql } from '../gql';
import type { ApiKeysQuery } from '../gql/graphql';
import { scopeDescriptions } from './scopes';

const ApiKeys = graphql(`
  query ApiKeys($companyId: ID!) {
    apiKeys(companyId: $companyId) {
      id
      name
      prefix
      scopes
      state
      createdAt
      expiresAt
      revokedAt
      lastUsedAt
    }
    apiKeyScopes
  }
`);

const CreateApiKey = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      key
      apiKey {
        id
        name
        prefix
      }
    }
  }
`);

const RevokeApiKey = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      state
    }
  }
`);

type ApiKey = ApiKeysQuery['apiKeys'][number];

const stateBadge: Record<ApiKey['state'], { color: string; label: string }> = {
  ACTIVE: { color: 'green', label: 'Active' },
  EXPIRED: { color: 'gray', label: 'Expired' },
  REVOKED: { color: 'red', label: 'Revoked' },
};

/** A company's API keys: list, create (the key is shown once), revoke. Admins only. */
export function ApiKeysScreen() {
  const { current, loading: companiesLoading } = useCompany();
  return (
    <Stack>
      <div>
        <Title order={1}>API keys</Title>
        <Text c="dimmed">
          Sites and apps read and write {current ? <b>{current.name}</b> : 'a company'}’s content with these keys.
        </Text>
      </div>
      {companiesLoading && !current ? (
        <Loading />
      ) : current ? (
        <KeysOfCompany company={current} key={current.id} />
      ) : (
        <EmptyState title="No company yet" description="Create a company with “New company” at the top first." />
      )}
    </Stack>
  );
}

const keysSpec = sortOnlySpec(['-created', 'created', 'name', '-name', '-used', 'used', 'expires', '-expires'] as const, '-created');
const keyKeys = {
  name: (k: ApiKey) => k.name,
  created: (k: ApiKey) => k.createdAt,
  used: (k: ApiKey) => k.lastUsedAt,
  expires: (k: ApiKey) => k.expiresAt,
};

function KeysOfCompany({ company }: { company: Company }) {
  const { data, loading, error, reload } = useQuery(ApiKeys, { companyId: company.id });
  const { sort, column } = useListState(keysSpec);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [busy, setBusy] = useState(false);

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await gql(RevokeApiKey, { id: revoking.id });
      notifySuccess(`API key ${revoking.name || revoking.prefix} revoked.`);
      setRevoking(null);
      await reload();
    } catch (err) {
      notifyFailure('Could not revoke the key', err);
    } finally {
      setBusy(false);
    }
  };

  const createButton = <Button onClick={() => setCreating(true)}>Create API key</Button>;
  let body;
  if (!data && loading) body = <Loading label="Loading API keys…" />;
  else if (!data) body = <LoadError error={error} onRetry={() => void reload()} />;
  else if (data.apiKeys.length === 0)
    body = (
      <EmptyState title="No API keys yet" description={`Create a key for each site or app that uses ${company.name}’s content.`}>
        {createButton}
      </EmptyState>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={860}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="API keys">
          <Table.Thead>
            <Table.Tr>
              <SortableTh label="Name" {...column('name', '-name')} />
              <Table.Th>Key</Table.Th>
              <Table.Th>Scopes</Table.Th>
              <SortableTh label="Created" {...column('-created', 'created')} />
              <SortableTh label="Last used" {...column('-used', 'used')} />
              <SortableTh label="Expires" {...column('expires', '-expires')} />
              <Table.Th>State</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sortRows(data.apiKeys, sort, keyKeys).map((k) => (
              <Table.Tr key={k.id}>
                <Table.Td>{k.name || <Text c="dimmed">Unnamed</Text>}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {k.prefix}…
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {k.scopes.map((s) => (
                      <Tooltip key={s} label={scopeDescriptions[s] ?? s}>
                        <Badge variant="light" tt="none">
                          {s}
                        </Badge>
                      </Tooltip>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{formatDateTime(k.createdAt)}</Table.Td>
                <Table.Td>{formatDateTime(k.lastUsedAt, 'Never')}</Table.Td>
                <Table.Td>{formatDateTime(k.expiresAt, 'Never')}</Table.Td>
                <Table.Td>
                  <Badge color={stateBadge[k.state].color}>{stateBadge[k.state].label}</Badge>
                </Table.Td>
                <Table.Td>
                  {k.state === 'ACTIVE' && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() => setRevoking(k)}
                      aria-label={`Revoke key ${k.name || k.prefix}`}
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
      {data && data.apiKeys.length > 0 && <Group justify="flex-end">{createButton}</Group>}
      {body}
      <CreateKeyModal
        opened={creating}
        company={company}
        scopes={data?.apiKeyScopes ?? Object.keys(scopeDescriptions)}
        onClose={() => setCreating(false)}
        onCreated={() => void reload()}
      />
      <ConfirmModal
        opened={revoking !== null}
        title="Revoke API key?"
        confirmLabel="Revoke key"
        danger
        loading={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      >
        Sites and apps using the key {revoking?.name ? `“${revoking.name}” ` : ''}({revoking?.prefix}…) stop working at once.
        This cannot be undone.
      </ConfirmModal>
    </>
  );
}

type CreateKeyModalProps = {
  opened: boolean;
  company: Company;
  scopes: string[];
  onClose: () => void;
  onCreated: () => void;
};

function CreateKeyModal({ opened, company, scopes, onClose, onCreated }: CreateKeyModalProps) {
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [feedKey, setFeedKey] = useState(false);
  const form = useForm<{ name: string; scopes: string[]; expiresOn: string | null }>({
    mode: 'controlled',
    initialValues: { name: '', scopes: ['content:read'], expiresOn: null },
    validate: {
      name: (v) => (v.trim().length > 100 ? 'At most 100 characters' : null),
      scopes: (v) => (v.length === 0 ? 'Choose at least one scope' : null),
    },
  });
  const close = () => {
    form.reset();
    setCreated(null);
    setFeedKey(false);
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const { createApiKey } = await gql(CreateApiKey, {
        input: {
          companyId: company.id,
          name: values.name.trim(),
          scopes: values.scopes,
          expiresAt: values.expiresOn ? endOfDayISO(values.expiresOn) : null,
        },
      });
      setCreated(createApiKey.key);
      setFeedKey(values.scopes.includes('feeds:read'));
      form.resetDirty();
      notifySuccess(`API key ${createApiKey.apiKey.name || createApiKey.apiKey.prefix} created.`);
      onCreated();
    } catch (err) {
      if (err instanceof ApiError) {
        const { expiresAt, ...rest } = err.fields;
        form.setErrors(expiresAt ? { ...rest, expiresOn: expiresAt } : rest);
      }
      notifyFailure('Could not create the key', err);
    } finally {
      setSaving(false);
    }
  });

  return (
    <FormModal
      opened={opened}
      title={created ? 'Copy your new API key' : `New API key for ${company.name}`}
      dirty={!created && form.isDirty()}
      onClose={close}
      size="lg"
    >
      {(requestClose) =>
        created ? (
          <Stack>
            {feedKey ? (
              <Text size="sm">
                Copy the key now and store it safely: it is shown only this once. Give job boards the feed&apos;s
                URL with the key in it:{' '}
                <Text span ff="monospace">
                  {`${window.location.origin}/content/v1/jobs.xml?key=…`}
                </Text>
                .
              </Text>
            ) : (
              <Text size="sm">
                Copy the key now and store it safely: it is shown only this once. Send it as{' '}
                <Text span ff="monospace">
                  Authorization: Bearer …
                </Text>
                .
              </Text>
            )}
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label="Your new API key"
                value={created}
                readOnly
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                style={{ flex: 1 }}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton value={created}>
                {({ copied, copy }) => (
                  <Button color={copied ? 'teal' : undefined} onClick={copy}>
                    {copied ? 'Copied' : 'Copy key'}
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
                description="What uses the key, e.g. “careers site”."
                data-autofocus
                {...form.getInputProps('name')}
              />
              <Checkbox.Group label="Scopes" description="What the key may do." required {...form.getInputProps('scopes')}>
                <Stack gap="xs" mt="xs">
                  {scopes.map((s) => (
                    <Checkbox key={s} value={s} label={s} description={scopeDescriptions[s]} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <DateInput
                label="Expires on"
                description="The key works through this day. Leave empty for a key that does not expire."
                placeholder="Never"
                clearable
                minDate={dayjs().add(1, 'day').format('YYYY-MM-DD')}
                valueFormat="YYYY-MM-DD"
                {...form.getInputProps('expiresOn')}
              />
              <Group justify="flex-end" mt="sm">
                <Button variant="default" onClick={requestClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={saving}>
                  Create key
                </Button>
              </Group>
            </Stack>
          </form>
        )
      }
    </FormModal>
  );
}
