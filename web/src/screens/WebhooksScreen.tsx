import {
  Badge,
  Button,
  Checkbox,
  CopyButton,
  EmptyState,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../api/errors';
import { gql } from '../api/graphql';
import { useQuery } from '../api/useQuery';
import { useCompany, type Company } from '../company/CompanyContext';
import { ConfirmModal } from '../components/ConfirmModal';
import { formatDateTime } from '../components/dates';
import { FormModal } from '../components/FormModal';
import { LoadError, Loading } from '../components/LoadState';
import { notifyFailure, notifySuccess } from '../components/notify';
import { graphql } from '../gql';
import type { WebhooksQuery } from '../gql/graphql';

const Webhooks = graphql(`
  query Webhooks($companyId: ID!) {
    webhooks(companyId: $companyId) {
      id
      url
      events
      description
      active
      includePii
      disabledReason
      createdAt
    }
    webhookEventTypes
  }
`);

const CreateWebhook = graphql(`
  mutation CreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      secret
      webhook {
        id
        url
      }
    }
  }
`);

const SetWebhookActive = graphql(`
  mutation SetWebhookActive($companyId: ID!, $id: ID!, $active: Boolean!) {
    updateWebhook(companyId: $companyId, id: $id, input: { active: $active }) {
      id
      active
      disabledReason
    }
  }
`);

const DeleteWebhook = graphql(`
  mutation DeleteWebhook($companyId: ID!, $id: ID!) {
    deleteWebhook(companyId: $companyId, id: $id)
  }
`);

const PingWebhook = graphql(`
  mutation PingWebhook($companyId: ID!, $id: ID!) {
    pingWebhook(companyId: $companyId, id: $id)
  }
`);

const WebhookDeliveries = graphql(`
  query WebhookDeliveries($companyId: ID!, $webhookId: ID!) {
    webhookDeliveries(companyId: $companyId, webhookId: $webhookId, first: 50) {
      id
      messageId
      eventType
      attempt
      succeeded
      statusCode
      response
      error
      durationMs
      createdAt
    }
  }
`);

const RedeliverWebhook = graphql(`
  mutation RedeliverWebhook($companyId: ID!, $deliveryId: ID!) {
    redeliverWebhook(companyId: $companyId, deliveryId: $deliveryId)
  }
`);

type Webhook = WebhooksQuery['webhooks'][number];

/** A company's webhooks: create (the secret is shown once), ping, delivery log, redeliver, disable, delete. Admins only. */
export function WebhooksScreen() {
  const { current, loading: companiesLoading } = useCompany();
  return (
    <Stack>
      <div>
        <Title order={1}>Webhooks</Title>
        <Text c="dimmed">
          Endpoints that hear of {current ? <b>{current.name}</b> : 'a company'}’s changes, signed by the Standard
          Webhooks specification.
        </Text>
      </div>
      {companiesLoading && !current ? (
        <Loading />
      ) : current ? (
        <WebhooksOfCompany company={current} key={current.id} />
      ) : (
        <EmptyState title="No company yet" description="Create a company with “New company” at the top first." />
      )}
    </Stack>
  );
}

function WebhooksOfCompany({ company }: { company: Company }) {
  const { data, loading, error, reload } = useQuery(Webhooks, { companyId: company.id });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [log, setLog] = useState<Webhook | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (what: string, fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      notifySuccess(done);
      await reload();
    } catch (err) {
      notifyFailure(what, err);
    } finally {
      setBusy(false);
    }
  };
  const ping = (w: Webhook) =>
    act('Could not send the ping', () => gql(PingWebhook, { companyId: company.id, id: w.id }), `Test ping sent to ${w.url}.`);
  const setActive = (w: Webhook, active: boolean) =>
    act(
      active ? 'Could not enable the webhook' : 'Could not disable the webhook',
      () => gql(SetWebhookActive, { companyId: company.id, id: w.id, active }),
      active ? `Webhook ${w.url} enabled.` : `Webhook ${w.url} disabled.`,
    );
  const remove = async () => {
    if (!deleting) return;
    await act('Could not delete the webhook', () => gql(DeleteWebhook, { companyId: company.id, id: deleting.id }), `Webhook ${deleting.url} deleted.`);
    setDeleting(null);
  };

  const createButton = <Button onClick={() => setCreating(true)}>Create webhook</Button>;
  let body;
  if (!data && loading) body = <Loading label="Loading webhooks…" />;
  else if (!data) body = <LoadError error={error} onRetry={() => void reload()} />;
  else if (data.webhooks.length === 0)
    body = (
      <EmptyState title="No webhooks yet" description="Add an endpoint to hear of new jobs, applications and events at once.">
        {createButton}
      </EmptyState>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={860}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Webhooks">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>URL</Table.Th>
              <Table.Th>Events</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.webhooks.map((w) => (
              <Table.Tr key={w.id}>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {w.url}
                  </Text>
                  {w.description && (
                    <Text size="xs" c="dimmed">
                      {w.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {w.events.map((e) => (
                      <Badge key={e} variant="light" tt="none">
                        {e}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{formatDateTime(w.createdAt)}</Table.Td>
                <Table.Td>
                  {w.active ? (
                    <Badge color="green">Active</Badge>
                  ) : w.disabledReason ? (
                    <Tooltip label={w.disabledReason} multiline w={360}>
                      <Badge color="red">Disabled by failures</Badge>
                    </Tooltip>
                  ) : (
                    <Badge color="gray">Disabled</Badge>
                  )}
                  {!w.active && w.disabledReason && (
                    <Text size="xs" c="red" maw={320}>
                      {w.disabledReason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button variant="subtle" size="xs" disabled={busy} onClick={() => void ping(w)} aria-label={`Send test ping to ${w.url}`}>
                      Ping
                    </Button>
                    <Button variant="subtle" size="xs" onClick={() => setLog(w)} aria-label={`Deliveries of ${w.url}`}>
                      Deliveries
                    </Button>
                    <Button
                      variant="subtle"
                      size="xs"
                      disabled={busy}
                      onClick={() => void setActive(w, !w.active)}
                      aria-label={`${w.active ? 'Disable' : 'Enable'} ${w.url}`}
                    >
                      {w.active ? 'Disable' : 'Enable'}
                    </Button>
                    <Button variant="subtle" color="red" size="xs" onClick={() => setDeleting(w)} aria-label={`Delete ${w.url}`}>
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <>
      {data && data.webhooks.length > 0 && <Group justify="flex-end">{createButton}</Group>}
      {body}
      <CreateWebhookModal
        opened={creating}
        company={company}
        eventTypes={data?.webhookEventTypes ?? []}
        onClose={() => setCreating(false)}
        onCreated={() => void reload()}
      />
      {log && <DeliveriesModal company={company} webhook={log} onClose={() => setLog(null)} />}
      <ConfirmModal
        opened={deleting !== null}
        title="Delete webhook?"
        confirmLabel="Delete webhook"
        danger
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      >
        {deleting?.url} receives nothing more, and its delivery log is deleted. This cannot be undone.
      </ConfirmModal>
    </>
  );
}

type CreateWebhookModalProps = {
  opened: boolean;
  company: Company;
  eventTypes: string[];
  onClose: () => void;
  onCreated: () => void;
};

function CreateWebhookModal({ opened, company, eventTypes, onClose, onCreated }: CreateWebhookModalProps) {
  const [saving, setSaving] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<{ url: string; events: string; description: string; includePii: boolean }>({
    mode: 'controlled',
    initialValues: { url: '', events: '*', description: '', includePii: false },
    validate: {
      url: (v) => (/^https?:\/\/\S+$/.test(v.trim()) ? null : 'Enter an http or https URL'),
      events: (v) => (v.trim() === '' ? 'Name at least one event type or *' : null),
    },
  });
  const close = () => {
    form.reset();
    setSecret(null);
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const events = values.events
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      const { createWebhook } = await gql(CreateWebhook, {
        input: {
          companyId: company.id,
          url: values.url.trim(),
          events,
          description: values.description.trim(),
          includePii: values.includePii,
        },
      });
      setSecret(createWebhook.secret);
      form.resetDirty();
      notifySuccess(`Webhook ${createWebhook.webhook.url} created.`);
      onCreated();
    } catch (err) {
      if (err instanceof ApiError) {
        const fields: Record<string, string> = {};
        for (const [k, v] of Object.entries(err.fields)) fields[k.startsWith('events') ? 'events' : k] = v;
        form.setErrors(fields);
      }
      notifyFailure('Could not create the webhook', err);
    } finally {
      setSaving(false);
    }
  });

  return (
    <FormModal
      opened={opened}
      title={secret ? 'Copy the signing secret' : `New webhook for ${company.name}`}
      dirty={!secret && form.isDirty()}
      onClose={close}
      size="lg"
    >
      {(requestClose) =>
        secret ? (
          <Stack>
            <Text size="sm">
              Copy the secret now and give it to the receiver: it is shown only this once. The receiver checks each
              message&apos;s webhook-signature with it.
            </Text>
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label="Signing secret"
                value={secret}
                readOnly
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                style={{ flex: 1 }}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton value={secret}>
                {({ copied, copy }) => (
                  <Button color={copied ? 'teal' : undefined} onClick={copy}>
                    {copied ? 'Copied' : 'Copy secret'}
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
              <TextInput label="URL" placeholder="https://example.com/hooks/corkboard" required data-autofocus {...form.getInputProps('url')} />
              <TextInput
                label="Events"
                description={`Comma-separated: * for everything, job.* for a resource, or types such as ${eventTypes.slice(0, 3).join(', ')}.`}
                required
                {...form.getInputProps('events')}
              />
              <TextInput label="Description" {...form.getInputProps('description')} />
              <Checkbox
                label="Include applicants' personal data"
                description="Application messages then carry name, e-mail, phone and motivation."
                {...form.getInputProps('includePii', { type: 'checkbox' })}
              />
              <Group justify="flex-end" mt="sm">
                <Button variant="default" onClick={requestClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={saving}>
                  Create webhook
                </Button>
              </Group>
            </Stack>
          </form>
        )
      }
    </FormModal>
  );
}

function DeliveriesModal({ company, webhook, onClose }: { company: Company; webhook: Webhook; onClose: () => void }) {
  const { data, loading, error, reload } = useQuery(WebhookDeliveries, { companyId: company.id, webhookId: webhook.id });
  const [busy, setBusy] = useState(false);
  const redeliver = async (id: string) => {
    setBusy(true);
    try {
      await gql(RedeliverWebhook, { companyId: company.id, deliveryId: id });
      notifySuccess('Message queued for redelivery.');
    } catch (err) {
      notifyFailure('Could not redeliver', err);
    } finally {
      setBusy(false);
    }
  };
  let body;
  if (!data && loading) body = <Loading label="Loading deliveries…" />;
  else if (!data) body = <LoadError error={error} onRetry={() => void reload()} />;
  else if (data.webhookDeliveries.length === 0) body = <Text c="dimmed">No deliveries yet.</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="xs" aria-label="Deliveries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Event</Table.Th>
              <Table.Th>Attempt</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Answer</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.webhookDeliveries.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{formatDateTime(d.createdAt)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{d.eventType}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {d.messageId}
                  </Text>
                </Table.Td>
                <Table.Td>{d.attempt}</Table.Td>
                <Table.Td>
                  <Badge color={d.succeeded ? 'green' : 'red'}>{d.statusCode ? `HTTP ${d.statusCode}` : 'No answer'}</Badge>
                  <Text size="xs" c="dimmed">
                    {d.durationMs} ms
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace" lineClamp={3} maw={260}>
                    {d.error || d.response}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" disabled={busy} onClick={() => void redeliver(d.id)} aria-label={`Redeliver ${d.messageId}`}>
                    Redeliver
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Modal opened onClose={onClose} title={`Deliveries to ${webhook.url}`} size="xl">
      <Stack>
        <Group justify="flex-end">
          <Button variant="default" size="xs" onClick={() => void reload()} loading={loading}>
            Refresh
          </Button>
        </Group>
        {body}
      </Stack>
    </Modal>
  );
}
