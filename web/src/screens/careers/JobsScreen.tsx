import { Anchor, Badge, Button, EmptyState, Group, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '../../api/useQuery';
import { formatDateTime } from '../../components/dates';
import { LoadError, Loading } from '../../components/LoadState';
import { useSelection } from '../../components/bulk';
import { BulkBar, SelectAllTh, SelectTd } from '../../components/BulkActions';
import { SortableTh } from '../../components/SortableTh';
import { useListState } from '../../components/useListState';
import { graphql } from '../../gql';
import type { EmploymentType, JobSort, JobStatus, WorkplaceType } from '../../gql/graphql';
import { CareersScreen } from './CareersScreen';
import { jobBulkActions } from './jobBulk';
import { ListFooter } from './ListFooter';
import { useCareersOptions } from './careersOptions';
import { filtered, jobListSpec, jobListVariables } from './jobFilters';
import { employmentLabel, formatZoned, jobStatusText, options, statusLabel, workplaceLabel } from './jobVocab';

const Jobs = graphql(`
  query Jobs($companyId: ID!, $filter: JobFilter, $sort: JobSort, $page: Int, $perPage: Int) {
    jobs(companyId: $companyId, filter: $filter, sort: $sort, page: $page, perPage: $perPage, language: [NL, FR, EN]) {
      totalCount
      totalPages
      page
      nodes {
        id
        title
        reference
        status
        languages
        employmentTypes
        workplaceType
        publishedAt
        closesAt
        updatedAt
        locations {
          id
          city
        }
      }
    }
  }
`);

/** The company's jobs: search, filters, status, pages. */
export function JobsScreen() {
  return (
    <CareersScreen title="Jobs" intro="Job postings in every state.">
      {(company) => <JobsOf companyId={company.id} key={company.id} />}
    </CareersScreen>
  );
}

function JobsOf({ companyId }: { companyId: string }) {
  // The list's state lives in the address: Back and shared links keep it.
  const { filters, draft, sort, page, set, clear, setPage, column } = useListState(jobListSpec);
  const { locations, categories } = useCareersOptions(companyId);
  const { data, error, loading, reload } = useQuery(Jobs, jobListVariables(companyId, filters, page, sort));
  const header = (label: string, first: JobSort, second?: JobSort) => <SortableTh label={label} {...column(first, second)} />;
  const selection = useSelection(`${JSON.stringify(filters)}/${sort}/${page}`);
  const rows = data?.jobs.nodes ?? [];

  let body;
  if (!data && error) body = <LoadError error={error} onRetry={() => void reload()} />;
  else if (!data) body = <Loading label="Loading jobs…" />;
  else if (data.jobs.nodes.length === 0)
    body = filtered(filters) ? (
      <EmptyState title="No jobs match" description="Change or clear the filters.">
        <Button variant="default" onClick={clear}>
          Clear filters
        </Button>
      </EmptyState>
    ) : (
      <EmptyState title="No jobs yet" description="Write your first job posting.">
        <Button component={Link} to="/jobs/new">
          New job
        </Button>
      </EmptyState>
    );
  else
    body = (
      <>
        <BulkBar
          selection={selection}
          rows={rows.map((j) => ({ id: j.id, label: j.title }))}
          actions={jobBulkActions(companyId, categories)}
          noun="job"
          onDone={() => void reload()}
        />
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Jobs" aria-busy={loading}>
            <Table.Thead>
              <Table.Tr>
                <SelectAllTh selection={selection} ids={rows.map((j) => j.id)} noun="job" />
                {header('Title', 'TITLE')}
                <Table.Th>Status</Table.Th>
                <Table.Th>Locations</Table.Th>
                <Table.Th>Type</Table.Th>
                {header('Published', 'PUBLISHED_AT_DESC', 'PUBLISHED_AT')}
                {header('Closes', 'CLOSES_AT')}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.jobs.nodes.map((j) => (
                <Table.Tr key={j.id}>
                  <SelectTd selection={selection} id={j.id} label={j.title} />
                  <Table.Td>
                    <Anchor component={Link} to={`/jobs/${j.id}`} fw={500}>
                      {j.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {[j.reference, j.languages.join(' · ')].filter(Boolean).join(' — ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge color={jobStatusText(j.status, j.publishedAt).color} variant="light">
                        {jobStatusText(j.status, j.publishedAt).label}
                      </Badge>
                      {j.status === 'PUBLISHED' && j.closesAt && new Date(j.closesAt) > new Date() && (
                        <Badge color="red" variant="light" tt="none">
                          Expires {formatZoned(j.closesAt)}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{j.locations.map((l) => l.city).join(', ') || <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{j.employmentTypes.map((t) => employmentLabel[t]).join(', ')}</Text>
                    <Text size="xs" c="dimmed">
                      {workplaceLabel[j.workplaceType]}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDateTime(j.publishedAt)}</Table.Td>
                  <Table.Td>{formatDateTime(j.closesAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListFooter total={data.jobs.totalCount} noun="job" page={page} totalPages={data.jobs.totalPages} onPage={setPage} />
      </>
    );

  return (
    <>
      <Group justify="flex-end">
        <Button component={Link} to="/jobs/new">
          New job
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 6 }}>
        <TextInput label="Search" placeholder="Title, text or reference" value={draft.search} onChange={(e) => set('search', e.currentTarget.value)} />
        <Select label="Status" placeholder="Any" clearable data={options(statusLabel)} value={draft.status} onChange={(v) => set('status', v as JobStatus | null)} />
        <Select label="Location" placeholder="Any" clearable data={locations} value={draft.locationId} onChange={(v) => set('locationId', v)} />
        <Select label="Category" placeholder="Any" clearable data={categories} value={draft.categoryId} onChange={(v) => set('categoryId', v)} />
        <Select
          label="Employment type"
          placeholder="Any"
          clearable
          data={options(employmentLabel)}
          value={draft.employmentType}
          onChange={(v) => set('employmentType', v as EmploymentType | null)}
        />
        <Select
          label="Workplace"
          placeholder="Any"
          clearable
          data={options(workplaceLabel)}
          value={draft.workplaceType}
          onChange={(v) => set('workplaceType', v as WorkplaceType | null)}
        />
      </SimpleGrid>
      {body}
    </>
  );
}
