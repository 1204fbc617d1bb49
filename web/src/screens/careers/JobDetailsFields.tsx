import { browserZone } from '../../components/dates';
import { Button, Checkbox, Group, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import type { ExperienceLevel, FormFieldSetting } from '../../gql/graphql';
import { NewCategoryModal } from './NewCategoryModal';
import type { Option } from './careersOptions';
import { FORM_PARTS, type FormPart, type JobFormValues } from './jobForm';
import { employmentLabel, experienceLabel, formSettingLabel, options as choices, periodLabel, statusLabel, workplaceLabel } from './jobVocab';

const partLabel: Record<FormPart, string> = {
  curriculumVitae: 'CV',
  photo: 'Photo',
  phone: 'Phone',
  motivation: 'Motivation',
  education: 'Education',
  experience: 'Experience',
};

type Props = {
  form: UseFormReturnType<JobFormValues>;
  companyId: string;
  options: { locations: Option[]; categories: Option[]; reload: () => Promise<void> };
};

/** The job editor's fields besides the texts: publication, details, pay, places, application form. */
export function JobDetailsFields({ form, companyId, options }: Props) {
  const [addingCategory, setAddingCategory] = useState(false);
  const v = form.values;
  return (
    <>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Publication
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Select label="Status" data={choices(statusLabel)} allowDeselect={false} {...form.getInputProps('status')} />
          <TextInput label="Reference" description="Internal requisition code." {...form.getInputProps('reference')} />
          <DateTimePicker
            label="Publish at"
            description={`Empty: when it is first published. In ${browserZone()}.`}
            clearable
            valueFormat="YYYY-MM-DD HH:mm"
            {...form.getInputProps('publishedAt')}
          />
          <DateTimePicker label="Closes at" description={`Empty: stays open. In ${browserZone()}.`} clearable valueFormat="YYYY-MM-DD HH:mm" {...form.getInputProps('closesAt')} />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Details
        </Title>
        <Stack>
          <Checkbox.Group label="Employment types" required {...form.getInputProps('employmentTypes')}>
            <Group mt="xs">
              {choices(employmentLabel).map((o) => (
                <Checkbox key={o.value} value={o.value} label={o.label} />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label="Workplace" data={choices(workplaceLabel)} allowDeselect={false} {...form.getInputProps('workplaceType')} />
            <Select
              label="Experience level"
              placeholder="Not specified"
              clearable
              data={choices(experienceLabel)}
              value={v.experienceLevel}
              onChange={(x) => form.setFieldValue('experienceLevel', x as ExperienceLevel | null)}
              error={form.errors.experienceLevel}
            />
            <MultiSelect label="Locations" placeholder="Choose offices" data={options.locations} searchable {...form.getInputProps('locationIds')} />
            <Group align="flex-end" wrap="nowrap" gap="xs">
              <MultiSelect
                label="Categories"
                placeholder="Choose categories"
                data={options.categories}
                searchable
                style={{ flex: 1 }}
                {...form.getInputProps('categoryIds')}
              />
              <Button variant="default" onClick={() => setAddingCategory(true)}>
                New category
              </Button>
            </Group>
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Pay and hours
        </Title>
        <Stack>
          <Checkbox label="Show a salary" {...form.getInputProps('withSalary', { type: 'checkbox' })} />
          {v.withSalary && (
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <NumberInput label="Salary from" min={0} thousandSeparator=" " {...form.getInputProps('salaryMin')} />
              <NumberInput label="Salary up to" min={0} thousandSeparator=" " {...form.getInputProps('salaryMax')} />
              <TextInput label="Currency" maxLength={3} {...form.getInputProps('salaryCurrency')} />
              <Select label="Period" data={choices(periodLabel)} allowDeselect={false} {...form.getInputProps('salaryPeriod')} />
            </SimpleGrid>
          )}
          <Checkbox label="Show hours per week" {...form.getInputProps('withHours', { type: 'checkbox' })} />
          {v.withHours && (
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <NumberInput label="Hours from" min={0} max={168} {...form.getInputProps('hoursMin')} />
              <NumberInput label="Hours up to" min={0} max={168} {...form.getInputProps('hoursMax')} />
            </SimpleGrid>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Application form
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          {FORM_PARTS.map((part) => (
            <Select
              key={part}
              label={partLabel[part]}
              data={choices<FormFieldSetting>(formSettingLabel)}
              allowDeselect={false}
              {...form.getInputProps(`applicationForm.${part}`)}
            />
          ))}
        </SimpleGrid>
      </Paper>
      <NewCategoryModal
        companyId={companyId}
        opened={addingCategory}
        onClose={() => setAddingCategory(false)}
        onCreated={async (id) => {
          await options.reload();
          form.setFieldValue('categoryIds', [...form.values.categoryIds, id]);
        }}
      />
    </>
  );
}
