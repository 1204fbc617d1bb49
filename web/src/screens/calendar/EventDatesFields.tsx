// When: start and end as dates and times in the event's zone, all-day,
// and the zone. Moving the start moves the end with it (the event keeps
// its length); an end before the start is an error on the end until fixed.
import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';
import type { EventFormValues } from './eventForm';
import { ZoneSelect } from './ZoneSelect';
import { endBeforeStart, keepDuration } from './zones';

/**
 * The props of the date part of a date and time: its own error, or the
 * server's for the instant they make (named as EventInput names it:
 * start, end, publishedAt).
 */
export function dateProps(form: UseFormReturnType<EventFormValues>, field: 'startDate' | 'endDate' | 'publishDate' | 'unpublishDate', server: string) {
  const props = form.getInputProps(field);
  return { ...props, error: props.error ?? form.errors[server] };
}

export function EventDatesFields({ form, siteZone }: { form: UseFormReturnType<EventFormValues>; siteZone: string }) {
  const v = form.getValues();
  const moveStart = (next: { startDate?: string; startTime?: string }) => {
    const cur = form.getValues();
    const start = { startDate: next.startDate ?? cur.startDate, startTime: next.startTime ?? cur.startTime };
    const end = start.startDate && (cur.allDay || start.startTime) ? keepDuration(cur, start) : {};
    form.setValues({ ...start, ...end });
    form.clearFieldError('startDate');
    form.clearFieldError('endDate');
    form.clearFieldError('endTime');
  };
  const clash = endBeforeStart(v);
  const endError = (field: 'endDate' | 'endTime') =>
    form.errors[field] ?? (field === 'endDate' ? form.errors.end : undefined) ?? (clash?.field === field ? clash.message : undefined);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <DateInput
          label="Start date"
          required
          valueFormat="YYYY-MM-DD"
          {...dateProps(form, 'startDate', 'start')}
          onChange={(d) => moveStart({ startDate: d ? String(d).slice(0, 10) : '' })}
        />
        {!v.allDay && (
          <TimeInput
            label="Start time"
            required
            {...form.getInputProps('startTime')}
            onChange={(e: ChangeEvent<HTMLInputElement>) => moveStart({ startTime: e.currentTarget.value })}
          />
        )}
        <DateInput label="End date" required valueFormat="YYYY-MM-DD" {...dateProps(form, 'endDate', 'end')} error={endError('endDate')} />
        {!v.allDay && <TimeInput label="End time" required {...form.getInputProps('endTime')} error={endError('endTime')} />}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ZoneSelect label="Time zone" description="The dates and times above are in this zone." siteZone={siteZone} {...form.getInputProps('timezone')} />
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
