import { Button, Checkbox, Group, List, Modal, Paper, Select, Table, Text, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import { runBulk, type BulkItem, type BulkOutcome, type Selection } from './bulk';
import { ConfirmModal } from './ConfirmModal';

export type BulkAction = {
  key: string;
  /** "Publish" */
  label: string;
  /** What the confirmation says happens to each (danger actions ask first). */
  danger?: string;
  /** Asks for a category first; run gets its id. */
  category?: { label: string; options: { value: string; label: string }[] };
  run: (id: string, categoryId?: string) => Promise<unknown>;
};

/** The header cell that selects every row of the page. */
export function SelectAllTh({ selection, ids, noun }: { selection: Selection; ids: string[]; noun: string }) {
  const all = ids.length > 0 && ids.every((id) => selection.has(id));
  const some = ids.some((id) => selection.has(id));
  return (
    <Table.Th w={40}>
      <Checkbox aria-label={`Select every ${noun} on this page`} checked={all} indeterminate={some && !all} onChange={() => selection.setAll(ids, !all)} />
    </Table.Th>
  );
}

/** A row's selection box, named after the row. */
export function SelectTd({ selection, id, label }: { selection: Selection; id: string; label: string }) {
  return (
    <Table.Td>
      <Checkbox aria-label={`Select ${label}`} checked={selection.has(id)} onChange={() => selection.toggle(id)} />
    </Table.Td>
  );
}

type Props = {
  selection: Selection;
  /** The rows of the page, to name the selected ones. */
  rows: BulkItem[];
  actions: BulkAction[];
  /** "job", "event" */
  noun: string;
  /** After a run: the list reloads. */
  onDone: () => void;
};

/**
 * The toolbar over a list once rows are selected: the actions, a
 * confirmation for those that delete, a category to choose, and the
 * outcome per row.
 */
export function BulkBar({ selection, rows, actions, noun, onDone }: Props) {
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [busy, setBusy] = useState<{ label: string; done: number; of: number } | null>(null);
  const [outcome, setOutcome] = useState<{ action: BulkAction; results: BulkOutcome[] } | null>(null);
  const items = rows.filter((r) => selection.has(r.id));
  const n = items.length;
  const plural = (k: number) => `${k} ${noun}${k === 1 ? '' : 's'}`;

  const run = async (action: BulkAction, cat?: string) => {
    setAsking(null);
    setBusy({ label: action.label, done: 0, of: n });
    const results = await runBulk(items, (id) => action.run(id, cat), (done) => setBusy({ label: action.label, done, of: n }));
    setBusy(null);
    selection.clear();
    setOutcome({ action, results });
    onDone();
  };
  const start = (a: BulkAction) => {
    if (a.danger || a.category) {
      setCategoryId(null);
      setAsking(a);
    } else void run(a);
  };

  const failed = outcome?.results.filter((r) => r.error) ?? [];
  return (
    <>
      {n > 0 && (
        <Paper withBorder p="xs" role="region" aria-label={`Bulk actions on ${plural(n)}`}>
          <Group justify="space-between">
            <Text size="sm" fw={500} aria-live="polite">
              {busy ? `${busy.label}: ${busy.done} of ${busy.of}…` : `${plural(n)} selected`}
            </Text>
            <Group gap="xs">
              {actions.map((a) => (
                <Button key={a.key} size="xs" variant={a.danger ? 'light' : 'default'} color={a.danger ? 'red' : undefined} disabled={!!busy} onClick={() => start(a)}>
                  {a.label}
                </Button>
              ))}
              <Button size="xs" variant="subtle" color="gray" disabled={!!busy} onClick={selection.clear}>
                Clear selection
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <ConfirmModal
        opened={!!asking?.danger}
        title={`${asking?.label ?? ''}: ${plural(n)}?`}
        confirmLabel={`${asking?.label ?? ''} ${plural(n)}`}
        danger
        onConfirm={() => asking && void run(asking)}
        onCancel={() => setAsking(null)}
      >
        {asking?.danger}
      </ConfirmModal>
      <Modal opened={!!asking?.category} onClose={() => setAsking(null)} title={`${asking?.label ?? ''}: ${plural(n)}`} centered>
        <Select label={asking?.category?.label} data={asking?.category?.options ?? []} searchable value={categoryId} onChange={setCategoryId} data-autofocus />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(null)}>
            Cancel
          </Button>
          <Button disabled={!categoryId} onClick={() => asking && categoryId && void run(asking, categoryId)}>
            {asking?.label}
          </Button>
        </Group>
      </Modal>
      <Modal opened={!!outcome} onClose={() => setOutcome(null)} title={outcome ? `${outcome.action.label}: ${outcome.results.length - failed.length} of ${plural(outcome.results.length)} done` : ''} centered>
        {failed.length === 0 ? (
          <Text size="sm">Every selected {noun} is done.</Text>
        ) : (
          <>
            <Text size="sm" mb="xs">
              {failed.length === 1 ? 'One failed' : `${failed.length} failed`}; the others are done.
            </Text>
            <List size="sm" spacing="xs" aria-label="Failed">
              {failed.map((r) => (
                <List.Item key={r.id} icon={<ThemeIcon color="red" size={16} radius="xl" aria-hidden>!</ThemeIcon>}>
                  <Text span fw={500} size="sm">{r.label}</Text>: {r.error}
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setOutcome(null)} data-autofocus>
            Done
          </Button>
        </Group>
      </Modal>
    </>
  );
}
