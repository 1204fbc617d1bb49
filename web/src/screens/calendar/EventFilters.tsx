// The filters of the event list: every filter of the API an editor uses,
// the rarer ones behind "More filters".
import { Button, Collapse, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { activeFilterCount, emptyFilter, type FilterValues } from './eventFilter';
import { statusOptions } from './StatusBadge';

export type Choices = {
  categories: { value: string; label: string }[];
  tags: { value: string; label: string }[];
  venues: { value: string; label: string }[];
  organizers: { value: string; label: string }[];
};

type Props = { value: FilterValues; onChange: (v: FilterValues) => void; choices: Choices; showStatus: boolean; siteZone: string };

const tri = (yes: string, no: string) => [
  { value: '', label: 'Any' },
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];

export function EventFilters({ value: v, onChange, choices, showStatus, siteZone }: Props) {
  const [more, { toggle }] = useDisclosure(false);
  const set = <K extends keyof FilterValues>(k: K, x: FilterValues[K]) => onChange({ ...v, [k]: x });
  const n = activeFilterCount(v);
  const exact = (k: 'startsAfter' | 'startsBefore' | 'endsAfter' | 'endsBefore', label: string) => (
    <DateTimePicker label={label} description={`In ${siteZone}`} clearable valueFormat="YYYY-MM-DD HH:mm" value={v[k]} onChange={(x) => set(k, x)} />
  );
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <TextInput label="Search events" placeholder="Words in title or text" value={v.search} onChange={(e) => set('search', e.currentTarget.value)} />
        <DatePickerInput
          type="range"
          label="Dates"
          description="Starting on or after, ending on or before"
          placeholder="From yesterday, 24 months"
          clearable
          valueFormat="YYYY-MM-DD"
          value={v.dates}
          onChange={(x) => set('dates', x as FilterValues['dates'])}
        />
        <MultiSelect label="Categories" data={choices.categories} searchable clearable value={v.categoryIds} onChange={(x) => set('categoryIds', x)} />
        <MultiSelect label="Tags" data={choices.tags} searchable clearable value={v.tagIds} onChange={(x) => set('tagIds', x)} />
      </SimpleGrid>
      <Group gap="xs">
        <Button variant="subtle" size="xs" onClick={toggle} aria-expanded={more}>
          {more ? 'Fewer filters' : 'More filters'}
        </Button>
        {n > 0 && (
          <Button variant="subtle" size="xs" color="gray" onClick={() => onChange(emptyFilter)}>
            Clear filters ({n})
          </Button>
        )}
      </Group>
      <Collapse expanded={more}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <MultiSelect label="Venues" data={choices.venues} searchable clearable value={v.venueIds} onChange={(x) => set('venueIds', x)} />
          <MultiSelect label="Organizers" data={choices.organizers} searchable clearable value={v.organizerIds} onChange={(x) => set('organizerIds', x)} />
          <Select label="Featured" data={tri('Featured', 'Not featured')} value={v.featured} allowDeselect={false} onChange={(x) => set('featured', (x ?? '') as FilterValues['featured'])} />
          {showStatus && <MultiSelect label="Status" data={statusOptions} clearable value={v.statuses} onChange={(x) => set('statuses', x as FilterValues['statuses'])} />}
          {exact('startsAfter', 'Starts after')}
          {exact('startsBefore', 'Starts before')}
          {exact('endsAfter', 'Ends after')}
          {exact('endsBefore', 'Ends before')}
          <Select
            label="Venue coordinates"
            data={tri('With coordinates', 'Without coordinates')}
            value={v.hasGeolocation}
            allowDeselect={false}
            onChange={(x) => set('hasGeolocation', (x ?? '') as FilterValues['hasGeolocation'])}
          />
          <NumberInput label="Near latitude" description="Venues within 25 km" min={-90} max={90} decimalScale={6} value={v.nearLat} onChange={(x) => set('nearLat', x)} />
          <NumberInput label="Near longitude" description="Give both" min={-180} max={180} decimalScale={6} value={v.nearLng} onChange={(x) => set('nearLng', x)} />
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
