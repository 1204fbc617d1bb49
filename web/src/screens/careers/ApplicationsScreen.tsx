import { Anchor, Badge, EmptyState, Group, Select, SimpleGrid, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { Link } from 'react-router';
import { useQuery } from '../../api/useQuery';
import { formatDateTime } from '../../components/dates';
import { LoadError, Loading } from '../../components/LoadState';
import { graphql } from '../../gql';
import { useListState } from '../../components/useListState';
import { applicantName, inboxListSpec, inboxVariables, type InboxFilters } from './applicationFilters';
import { CareersScreen } from './CareersScreen';
import { ListFooter } from './ListFooter';

const Inbox = graphql(`
  query Inbox($companyId: ID!, $jobId: ID, $createdFrom: DateTime, $createdBefore: DateTime, $page: Int, $perPage: Int) {
    applications(companyId: $companyId, jobId: $jobId, createdFrom: $createdFrom, createdBefore: $createdBefore, page: $page, perPage: $perPage) {
      totalCount
      totalPages
      nodes {
        id
        jobId
        firstName
        lastName
        email
        createdAt
        curriculumVitae {
          id
        }
        photo {
          id
        }
      }
    }
  }
`);

const JobTitles = graphql(`
  query JobTitles($companyId: ID!) {
    jobs(companyId: $companyId, perPage: 100, language: [NL, FR, EN]) {
      nodes {
        id
        title
        status
      }
    }
  }
`);

/** Job titles by id, for the inbox (the latest 100 jobs). */
function useJobTitles(companyId: string) {
  const { data } = useQuery(JobTitles, { companyId });
  const jobs = data?.jobs.nodes ?? [];
  return { jobs, title: (id: string) => jobs.find((j) => j.id === id)?.title ?? `Job ${id}` };
}

/** Received applications, by job and date. */
export function ApplicationsScreen() {
  return (
    <CareersScreen title="Applications" intro="What candidates sent, newest first.">
      {(company) => <InboxOf companyId={company.id} key={company.id} />}
    </CareersScreen>
  );
}

function InboxOf({ companyId }: { companyId: string }) {
  const { filters, draft, page, setFilters, setPage } = useListState(inboxListSpec);
  const { jobs, title } = useJobTitles(companyId);
  const { data, error, loading, reload } = useQuery(Inbox, inboxVariables(companyId, filters, page));
  const set = (f: Partial<InboxFilters>) => setFilters({ ...draft, ...f });

  let body;
  if (!data && error) body = <LoadError error={error} onRetry={() => void reload()} />;
  else if (!data) body = <Loading label="Loading applications…" />;
  else if (data.applications.nodes.length === 0)
    body = (
      <EmptyState
        title={filters.jobId || filters.from ? 'No applications match' : 'No applications yet'}
        description="Applications sent through the careers site arrive here."
      />
    );
  else
    body = (
      <>
        <Table.ScrollContainer minWidth={700}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Applications" aria-busy={loading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Applicant</Table.Th>
                <Table.Th>Job</Table.Th>
                <Table.Th>Received</Table.Th>
                <Table.Th>Files</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.applications.nodes.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/applications/${a.id}`} fw={500}>
                      {applicantName(a)}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {a.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{title(a.jobId)}</Table.Td>
                  <Table.Td>{formatDateTime(a.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {a.curriculumVitae && <Badge variant="light">CV</Badge>}
                      {a.photo && <Badge variant="light">Photo</Badge>}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListFooter total={data.applications.totalCount} noun="application" page={page} totalPages={data.applications.totalPages} onPage={setPage} />
      </>
    );

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Job"
          placeholder="All jobs"
          clearable
          searchable
          data={jobs.map((j) => ({ value: j.id, label: j.title }))}
          value={draft.jobId}
          onChange={(jobId) => set({ jobId })}
        />
        <DatePickerInput
          type="range"
          label="Received between"
          placeholder="Any date"
          clearable
          allowSingleDateInRange
          valueFormat="YYYY-MM-DD"
          value={[draft.from, draft.to]}
          onChange={([from, to]) => set({ from, to })}
        />
      </SimpleGrid>
      {body}
    </>
  );
}
