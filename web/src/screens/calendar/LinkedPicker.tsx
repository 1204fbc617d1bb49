// A searchable venue or organizer picker with inline create: "New venue"
// opens the venue form; the created venue is then selected.
import { Button, Group, MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { gql } from '../../api/graphql';
import { OrganizerFormModal } from './OrganizerFormModal';
import { OrganizerOptions, VenueOptions } from './queries';
import { VenueFormModal } from './VenueFormModal';

type Option = { value: string; label: string };

type Common = {
  /** Labels of the records already chosen (they may not be in the first results). */
  known: Option[];
  editor: boolean;
  error?: string;
};

type Props =
  | (Common & { kind: 'venue'; value: string | null; onChange: (v: string | null) => void })
  | (Common & { kind: 'organizer'; value: string[]; onChange: (v: string[]) => void });

async function search(kind: Props['kind'], s: string): Promise<Option[]> {
  if (kind === 'venue') {
    const { venues } = await gql(VenueOptions, { search: s || undefined });
    return venues.nodes.map((v) => ({ value: v.id, label: v.city ? `${v.name} (${v.city})` : v.name }));
  }
  const { organizers } = await gql(OrganizerOptions, { search: s || undefined });
  return organizers.nodes.map((o) => ({ value: o.id, label: o.name }));
}

export function LinkedPicker(p: Props) {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 250);
  const [found, setFound] = useState<Option[]>([]);
  const [extra, setExtra] = useState<Option[]>([]);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    let live = true;
    search(p.kind, debounced).then(
      (o) => live && setFound(o),
      () => live && setFound([]),
    );
    return () => {
      live = false;
    };
  }, [p.kind, debounced]);
  const data = [...new Map([...found, ...extra, ...p.known].map((o) => [o.value, o])).values()];
  // The venue's label in the search box once its option is there (also
  // right after an inline create).
  const chosen = p.kind === 'venue' && p.value ? data.find((o) => o.value === p.value)?.label : undefined;
  useEffect(() => {
    if (chosen !== undefined) setQuery(chosen);
  }, [chosen]);
  const created = (id: string, name: string) => {
    setExtra((x) => [...x, { value: id, label: name }]);
    if (p.kind === 'venue') p.onChange(id);
    else p.onChange([...p.value, id]);
  };
  const label = p.kind === 'venue' ? 'Venue' : 'Organizers';
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      {p.kind === 'venue' ? (
        <Select
          style={{ flex: 1, minWidth: 0 }}
          label={label}
          placeholder="Search venues"
          data={data}
          searchable
          clearable
          value={p.value}
          onChange={p.onChange}
          searchValue={query}
          onSearchChange={setQuery}
          nothingFoundMessage="No venue found"
          error={p.error}
        />
      ) : (
        <MultiSelect
          style={{ flex: 1, minWidth: 0 }}
          label={label}
          placeholder="Search organizers"
          data={data}
          searchable
          clearable
          value={p.value}
          onChange={p.onChange}
          onSearchChange={setQuery}
          nothingFoundMessage="No organizer found"
          error={p.error}
        />
      )}
      <Button variant="light" onClick={() => setCreating(true)} style={{ flexShrink: 0 }}>
        {p.kind === 'venue' ? 'New venue' : 'New organizer'}
      </Button>
      {creating && p.kind === 'venue' && (
        <VenueFormModal editor={p.editor} onClose={() => setCreating(false)} onSaved={(v) => created(v.id, v.name)} />
      )}
      {creating && p.kind === 'organizer' && (
        <OrganizerFormModal editor={p.editor} onClose={() => setCreating(false)} onSaved={(o) => created(o.id, o.name)} />
      )}
    </Group>
  );
}
