// When: start and end as dates and times in the event's zone, all-day,
// and the zone.
import { Checkbox, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import type { EventFormValues } from './eventForm';
import { zoneOptions } from './zones';

/**
 * The props of the date part of a date and time: its own error, or the
 * server's for the instant they make (named as EventInput names it:
 * start, end, publishedAt).
 */
export function dateProps(form: UseFormReturnType<EventFormValues>, field: 'startDate' | 'endDate' | 'publishDate', server: string) {
  const props = form.getInputProps(field);
  return { ...props, error: props.error ?? form.errors[server] };
}

export function EventDatesFields({ form, siteZone }: { form: UseFormReturnType<EventFormValues>; siteZone: string }) {
  const v = form.getValues();
  const zones = useMemo(() => zoneOptions(siteZone, v.timezone), [siteZone, v.timezone]);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <DateInput label="Start date" required valueFormat="YYYY-MM-DD" {...dateProps(form, 'startDate', 'start')} />
        {!v.allDay && <TimeInput label="Start time" required {...form.getInputProps('startTime')} />}
        <DateInput label="End date" required valueFormat="YYYY-MM-DD" minDate={v.startDate} {...dateProps(form, 'endDate', 'end')} />
        {!v.allDay && <TimeInput label="End time" required {...form.getInputProps('endTime')} />}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Time zone" description="The dates and times above are in this zone." data={zones} searchable allowDeselect={false} {...form.getInputProps('timezone')} />
        <Stack justify="center">
          <Checkbox label="All day" description="Whole days from the start date to the end date." {...form.getInputProps('allDay', { type: 'checkbox' })} />
        </Stack>
      </SimpleGrid>
      {v.timezone !== siteZone && (
        <Text size="xs" c="dimmed">
          The site’s zone is {siteZone}; lists and filters read days in it.
        </Text>
      )}
    </Stack>
  );
}
