import { Anchor, Badge, Button, Group, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { gql } from '../../api/graphql';
import { useQuery } from '../../api/useQuery';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LoadError, Loading } from '../../components/LoadState';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { useDraftBackup } from '../../components/useDraftBackup';
import { graphql } from '../../gql';
import { CareersScreen } from './CareersScreen';
import { useCareersOptions } from './careersOptions';
import { LANGUAGES, languageLabel, type Lang } from './fieldErrors';
import { JobDetailsFields } from './JobDetailsFields';
import { formToJobInput, jobErrors, jobToForm, languagesWithErrors, newJobForm, type JobFormValues, type JobRecord } from './jobForm';
import { JobPreview } from './JobPreview';
import { DuplicateButton } from '../../components/DuplicateButton';
import { duplicateJob } from './jobBulk';
import { JobTextsPanel } from './JobTextsPanel';
import { jobStatusText } from './jobVocab';

graphql(`
  fragment JobEditorFields on Job {
    id
    status
    reference
    defaultLanguage
    employmentTypes
    workplaceType
    experienceLevel
    salary { min max currency period }
    hoursPerWeek { min max }
    publishedAt
    closesAt
    categoryIds
    locationIds
    translations { language title slug summary description profile offer }
    applicationForm { photo phone motivation curriculumVitae education experience }
  }
`);

const JobEditor = graphql(`
  query JobEditor($companyId: ID!, $id: ID!) {
    job(companyId: $companyId, id: $id) {
      ...JobEditorFields
    }
  }
`);

const CreateJob = graphql(`
  mutation CreateJob($companyId: ID!, $input: JobInput!) {
    createJob(companyId: $companyId, input: $input) {
      ...JobEditorFields
    }
  }
`);

const UpdateJob = graphql(`
  mutation UpdateJob($companyId: ID!, $id: ID!, $input: JobInput!) {
    updateJob(companyId: $companyId, id: $id, input: $input) {
      ...JobEditorFields
    }
  }
`);

const DeleteJob = graphql(`
  mutation DeleteJob($companyId: ID!, $id: ID!) {
    deleteJob(companyId: $companyId, id: $id)
  }
`);

/** Creates (/jobs/new) or edits (/jobs/:id) a job. */
export function JobEditorScreen() {
  const { id = 'new' } = useParams();
  return (
    <CareersScreen title={id === 'new' ? 'New job' : 'Edit job'}>
      {(company) => <EditorOf companyId={company.id} id={id} key={`${company.id}/${id}`} />}
    </CareersScreen>
  );
}

function EditorOf({ companyId, id }: { companyId: string; id: string }) {
  const { data, error, reload } = useQuery(JobEditor, id === 'new' ? null : { companyId, id });
  if (id === 'new') return <JobForm companyId={companyId} job={null} />;
  if (!data && error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!data) return <Loading label="Loading the job…" />;
  return <JobForm companyId={companyId} job={data.job as JobRecord & { id: string }} />;
}

function JobForm({ companyId, job }: { companyId: string; job: (JobRecord & { id: string }) | null }) {
  const navigate = useNavigate();
  const options = useCareersOptions(companyId);
  const [saved, setSaved] = useState(job);
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState<Lang>(job?.defaultLanguage ?? 'NL');
  const [previewing, setPreviewing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<JobFormValues>({ mode: 'controlled', initialValues: job ? jobToForm(job) : newJobForm() });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const input = formToJobInput(values);
      const result = saved
        ? (await gql(UpdateJob, { companyId, id: saved.id, input })).updateJob
        : (await gql(CreateJob, { companyId, input })).createJob;
      const record = result as JobRecord & { id: string };
      const again = jobToForm(record);
      form.setInitialValues(again);
      form.setValues(again);
      form.resetDirty(again);
      setSaved(record);
      const shown = jobStatusText(record.status, record.publishedAt);
      notifySuccess(shown.label.startsWith('Scheduled') ? `Job saved. ${shown.label}: the careers site shows it from then.` : `Job saved as ${shown.label.toLowerCase()}.`);
      if (!saved) navigate(`/jobs/${record.id}`, { replace: true });
    } catch (err) {
      if (err instanceof ApiError) {
        const errors = jobErrors(err.serverFields, formToJobInput(values));
        form.setErrors(errors);
        const bad = languagesWithErrors(errors);
        if (bad.length > 0 && !bad.includes(tab)) setTab(bad[0]);
      }
      notifyFailure('Could not save the job', err);
    } finally {
      setSaving(false);
    }
  });

  const remove = async () => {
    if (!saved) return;
    setBusy(true);
    try {
      await gql(DeleteJob, { companyId, id: saved.id });
      form.resetDirty();
      notifySuccess('Job deleted.');
      navigate('/jobs');
    } catch (err) {
      notifyFailure('Could not delete the job', err);
      setDeleting(false);
    } finally {
      setBusy(false);
    }
  };

  const dirty = form.isDirty();
  const kept = useDraftBackup(`job:${companyId}:${job?.id ?? 'new'}`, form);
  const erroneous = languagesWithErrors(form.errors);
  const locationNames = options.locations.filter((o) => form.values.locationIds.includes(o.value)).map((o) => o.label.replace(/ \(.*\)$/, ''));
  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesPrompt when={dirty && !busy && !saving} />
      <Stack>
        {kept}
        <Group justify="space-between">
          <Group gap="xs">
            <Anchor component={Link} to="/jobs" size="sm">
              ← All jobs
            </Anchor>
            {saved && (
              <Badge color={jobStatusText(saved.status, saved.publishedAt).color} variant="light">
                {jobStatusText(saved.status, saved.publishedAt).label}
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={() => setPreviewing(true)}>
              Preview
            </Button>
            {saved && <DuplicateButton what="job" copy={() => duplicateJob(companyId, saved.id)} to={(copy) => `/jobs/${copy}`} />}
            {saved && (
              <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                Delete job
              </Button>
            )}
          </Group>
        </Group>
        <Paper withBorder p="md">
          <Group justify="space-between" align="flex-end" mb="sm">
            <Title order={2} size="h4">
              Texts
            </Title>
            <Select
              label="Default language"
              description="Served when a visitor's language is not written."
              data={LANGUAGES.map((l) => ({ value: l, label: languageLabel[l] }))}
              allowDeselect={false}
              w={260}
              {...form.getInputProps('defaultLanguage')}
            />
          </Group>
          <Tabs value={tab} onChange={(v) => v && setTab(v as Lang)} keepMounted>
            <Tabs.List>
              {LANGUAGES.map((l) => (
                <Tabs.Tab key={l} value={l} color={erroneous.includes(l) ? 'red' : undefined}>
                  {languageLabel[l]}
                  {erroneous.includes(l) && (
                    <Text span c="red" aria-label=" (has errors)">
                      {' '}
                      •
                    </Text>
                  )}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {LANGUAGES.map((l) => (
              <Tabs.Panel key={l} value={l} pt="sm">
                <JobTextsPanel form={form} lang={l} />
              </Tabs.Panel>
            ))}
          </Tabs>
          <Text size="xs" c="dimmed" mt="xs">
            A language without any text is not published; the default language needs a title.
          </Text>
        </Paper>
        <JobDetailsFields form={form} companyId={companyId} options={options} />
        <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
          {dirty && (
            <Text size="sm" c="dimmed">
              Unsaved changes
            </Text>
          )}
          <Button type="submit" loading={saving}>
            Save job
          </Button>
        </Group>
      </Stack>
      <JobPreview opened={previewing} onClose={() => setPreviewing(false)} values={form.values} locations={locationNames} />
      <ConfirmModal
        opened={deleting}
        title="Delete job?"
        confirmLabel="Delete job"
        danger
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      >
        The job disappears from the careers site and the admin. A job with applications cannot be deleted: close it instead.
      </ConfirmModal>
    </form>
  );
}
