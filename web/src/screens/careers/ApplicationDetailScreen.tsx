import { Anchor, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { gql } from '../../api/graphql';
import { useQuery } from '../../api/useQuery';
import { ConfirmModal } from '../../components/ConfirmModal';
import { formatDateTime } from '../../components/dates';
import { LoadError, Loading } from '../../components/LoadState';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { ApplicationDetailQuery } from '../../gql/graphql';
import { applicantName, formatBytes } from './applicationFilters';
import { CareersScreen } from './CareersScreen';

const ApplicationDetail = graphql(`
  query ApplicationDetail($companyId: ID!, $id: ID!) {
    application(companyId: $companyId, id: $id) {
      id
      jobId
      open
      firstName
      lastName
      email
      phone
      motivation
      referrer
      createdAt
      education {
        title
        institution
        shortDescription
        dateFrom
        dateTo
      }
      experience {
        company
        jobTitle
        jobDescription
        tasks
        dateFrom
        dateTo
      }
      curriculumVitae {
        nameOriginal
        mediaType
        size
        downloadUrl
      }
      photo {
        nameOriginal
        mediaType
        size
        downloadUrl
      }
      answers {
        questionId
        label
        display
        file {
          nameOriginal
          downloadUrl
        }
      }
      consents {
        consentId
        kind
        name
        version
        givenAt
      }
    }
  }
`);

const ApplicationJob = graphql(`
  query ApplicationJob($companyId: ID!, $id: ID!) {
    job(companyId: $companyId, id: $id, language: [NL, FR, EN]) {
      id
      title
    }
  }
`);

const DeleteApplication = graphql(`
  mutation DeleteApplication($companyId: ID!, $id: ID!) {
    deleteApplication(companyId: $companyId, id: $id)
  }
`);

type Application = ApplicationDetailQuery['application'];

/** One application: the applicant, motivation, education, experience, files; delete for GDPR requests. */
export function ApplicationDetailScreen() {
  const { id = '' } = useParams();
  return (
    <CareersScreen title="Application">{(company) => <DetailOf companyId={company.id} id={id} key={`${company.id}/${id}`} />}</CareersScreen>
  );
}

function DetailOf({ companyId, id }: { companyId: string; id: string }) {
  const { data, error, reload } = useQuery(ApplicationDetail, { companyId, id });
  const jobId = data?.application.open ? undefined : data?.application.jobId;
  const job = useQuery(ApplicationJob, jobId ? { companyId, id: jobId } : null);
  if (!data && error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!data) return <Loading label="Loading the application…" />;
  const title = data.application.open ? 'an open application' : (job.data?.job.title ?? `Job ${data.application.jobId}`);
  return <Detail companyId={companyId} a={data.application} jobTitle={title} />;
}

const consentKinds: Record<string, string> = {
  PROCESSING: 'Processing of the application',
  TALENT_POOL: 'Talent pool',
  MARKETING: 'Marketing',
};

function consentName(kind: string, name: string): string {
  return consentKinds[kind] ?? (name || 'Custom consent');
}

function period(from: string, to: string): string {
  return [from, to].filter(Boolean).join(' – ');
}

function Detail({ companyId, a, jobTitle }: { companyId: string; a: Application; jobTitle: string }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = applicantName(a);

  const remove = async () => {
    setBusy(true);
    try {
      await gql(DeleteApplication, { companyId, id: a.id });
      notifySuccess(`The application of ${name} and its files are deleted.`);
      navigate('/applications');
    } catch (err) {
      notifyFailure('Could not delete the application', err);
      setBusy(false);
    }
  };

  const file = (label: string, f: Application['curriculumVitae']) =>
    f?.downloadUrl && (
      <Button component="a" href={f.downloadUrl} download={f.nameOriginal} variant="light" aria-label={`Download ${label} (${f.nameOriginal})`}>
        Download {label}
      </Button>
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Anchor component={Link} to="/applications" size="sm">
          ← All applications
        </Anchor>
        <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
          Delete application
        </Button>
      </Group>
      <Paper withBorder p="md">
        <Group align="flex-start" justify="space-between" wrap="wrap">
          <Stack gap={4}>
            <Title order={2}>{name}</Title>
            <Text>
              {a.open ? 'Sent' : 'Applied for'} <b>{jobTitle}</b> on {formatDateTime(a.createdAt)}
            </Text>
            <Anchor href={`mailto:${a.email}`}>{a.email}</Anchor>
            {a.phone && <Anchor href={`tel:${a.phone}`}>{a.phone}</Anchor>}
            {a.referrer && (
              <Text size="sm" c="dimmed">
                Came from {a.referrer}
              </Text>
            )}
          </Stack>
          {a.photo?.downloadUrl && <Image src={a.photo.downloadUrl} alt={`Photo of ${name}`} h={140} w={140} fit="cover" radius="md" />}
        </Group>
        <Group mt="md" gap="xs">
          {file('CV', a.curriculumVitae)}
          {file('photo', a.photo)}
          {a.curriculumVitae && (
            <Text size="xs" c="dimmed">
              {a.curriculumVitae.nameOriginal}, {formatBytes(a.curriculumVitae.size)}. Download links work for 24 hours; reload the page for new ones.
            </Text>
          )}
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="xs">
          Motivation
        </Title>
        {a.motivation ? <Text style={{ whiteSpace: 'pre-wrap' }}>{a.motivation}</Text> : <Text c="dimmed">None given.</Text>}
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md">
          <Title order={3} size="h4" mb="xs">
            Education
          </Title>
          {a.education.length === 0 && <Text c="dimmed">None given.</Text>}
          <Stack gap="sm">
            {a.education.map((e, i) => (
              <div key={i}>
                <Text fw={500}>{e.title}</Text>
                <Text size="sm">{[e.institution, period(e.dateFrom, e.dateTo)].filter(Boolean).join(' · ')}</Text>
                {e.shortDescription && (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    {e.shortDescription}
                  </Text>
                )}
              </div>
            ))}
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Title order={3} size="h4" mb="xs">
            Experience
          </Title>
          {a.experience.length === 0 && <Text c="dimmed">None given.</Text>}
          <Stack gap="sm">
            {a.experience.map((e, i) => (
              <div key={i}>
                <Text fw={500}>{[e.jobTitle, e.company].filter(Boolean).join(' at ')}</Text>
                <Text size="sm">{period(e.dateFrom, e.dateTo)}</Text>
                {[e.jobDescription, e.tasks].filter(Boolean).map((t, j) => (
                  <Text key={j} size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    {t}
                  </Text>
                ))}
              </div>
            ))}
          </Stack>
        </Paper>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" component="section" aria-labelledby="answers-title">
          <Title order={3} size="h4" mb="xs" id="answers-title">
            Answers
          </Title>
          {a.answers.length === 0 && <Text c="dimmed">No questions answered.</Text>}
          <Stack gap="sm">
            {a.answers.map((q) => (
              <div key={q.questionId}>
                <Text fw={500}>{q.label}</Text>
                {q.file?.downloadUrl ? (
                  <Anchor href={q.file.downloadUrl} download={q.file.nameOriginal}>
                    {q.display}
                  </Anchor>
                ) : (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {q.display}
                  </Text>
                )}
              </div>
            ))}
          </Stack>
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="consents-title">
          <Title order={3} size="h4" mb="xs" id="consents-title">
            Consents
          </Title>
          {a.consents.length === 0 && <Text c="dimmed">None recorded.</Text>}
          <Stack gap="xs">
            {a.consents.map((c) => (
              <Text key={c.consentId} size="sm">
                <b>{consentName(c.kind, c.name)}</b>: version {c.version}, given {formatDateTime(c.givenAt)}
              </Text>
            ))}
          </Stack>
        </Paper>
      </SimpleGrid>
      <ConfirmModal
        opened={deleting}
        title="Delete application?"
        confirmLabel="Delete for good"
        danger
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      >
        The application of {name}, with the CV and photo, is erased for good (for example on a GDPR request). This cannot be undone.
      </ConfirmModal>
    </Stack>
  );
}
