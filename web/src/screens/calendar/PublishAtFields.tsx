// When a scheduled event goes live: a date and a time in the event's zone,
// shown beside the status when it is "Scheduled".
import { DateInput, TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import type { EventFormValues } from './eventForm';
import { dateProps } from './EventDatesFields';

export function PublishAtFields({ form }: { form: UseFormReturnType<EventFormValues> }) {
  return (
    <>
      <DateInput label="Publish on" required valueFormat="YYYY-MM-DD" w={150} {...dateProps(form, 'publishDate', 'publishedAt')} />
      <TimeInput label="Publish at" w={110} {...form.getInputProps('publishTime')} />
    </>
  );
}

/** When a published event goes back to draft by itself (empty: never), in the event's zone. */
export function UnpublishAtFields({ form }: { form: UseFormReturnType<EventFormValues> }) {
  return (
    <>
      <DateInput
        label={`Unpublish on (${form.getValues().timezone || 'UTC'})`}
        clearable
        valueFormat="YYYY-MM-DD"
        w={200}
        {...dateProps(form, 'unpublishDate', 'unpublishAt')}
      />
      <TimeInput label="Unpublish at" w={110} {...form.getInputProps('unpublishTime')} />
    </>
  );
}
