import { Anchor, Badge, Button, EmptyState, Group, Select, SimpleGrid, Table, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '../../api/useQuery';
import { formatDateTime } from '../../components/dates';
import { LoadError, Loading } from '../../components/LoadState';
import { graphql } from '../../gql';
import type { EmploymentType, JobSort, JobStatus, WorkplaceType } from '../../gql/graphql';
import { CareersScreen } from './CareersScreen';
import { ListFooter } from './ListFooter';
import { useCareersOptions } from './careersOptions';
import { filtered, jobListFromParams, jobListParams, jobListVariables, noJobFilters, type JobListFilters, type JobListState } from './jobFilters';
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
  const [params, setParams] = useSearchParams();
  const state = jobListFromParams(params);
  const { filters, sort, page } = state;
  const go = (next: JobListState, replace = false) => setParams(jobListParams(next), { replace });
  // The search box types freely; the address follows once typing pauses.
  const [typed, setTyped] = useState(filters.search);
  const [search] = useDebouncedValue(typed, 300);
  useEffect(() => {
    if (search !== filters.search) go({ ...state, filters: { ...filters, search }, page: 1 }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  useEffect(() => setTyped(filters.search), [filters.search]);
  const { locations, categories } = useCareersOptions(companyId);
  const { data, error, loading, reload } = useQuery(Jobs, jobListVariables(companyId, filters, page, sort));
  const set = <K extends keyof JobListFilters>(key: K, value: JobListFilters[K]) => go({ ...state, filters: { ...filters, [key]: value }, page: 1 });
  const setPage = (p: number) => go({ ...state, page: p });
  const setFilters = (f: JobListFilters) => go({ ...state, filters: f, page: 1 });
  const sortBy = (asc: JobSort, desc?: JobSort) => go({ ...state, sort: desc && sort === asc ? desc : asc, page: 1 });
  const sortState = (...mine: JobSort[]): 'ascending' | 'descending' | 'none' =>
    mine.includes(sort) ? (sort === 'PUBLISHED_AT_DESC' ? 'descending' : 'ascending') : 'none';
  const header = (label: string, aria: 'ascending' | 'descending' | 'none', onSort: () => void) => (
    <Table.Th aria-sort={aria}>
      <UnstyledButton onClick={onSort} fw={700} fz="sm">
        {label} {aria === 'ascending' ? '↑' : aria === 'descending' ? '↓' : ''}
        <VisuallyHidden>{aria === 'none' ? ', sort' : ', sorted; change the order'}</VisuallyHidden>
      </UnstyledButton>
    </Table.Th>
  );

  let body;
  if (!data && error) body = <LoadError error={error} onRetry={() => void reload()} />;
  else if (!data) body = <Loading label="Loading jobs…" />;
  else if (data.jobs.nodes.length === 0)
    body = filtered(filters) ? (
      <EmptyState title="No jobs match" description="Change or clear the filters.">
        <Button variant="default" onClick={() => setFilters(noJobFilters)}>
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
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Jobs" aria-busy={loading}>
            <Table.Thead>
              <Table.Tr>
                {header('Title', sortState('TITLE'), () => sortBy('TITLE'))}
                <Table.Th>Status</Table.Th>
                <Table.Th>Locations</Table.Th>
                <Table.Th>Type</Table.Th>
                {header('Published', sortState('PUBLISHED_AT_DESC', 'PUBLISHED_AT'), () => sortBy('PUBLISHED_AT_DESC', 'PUBLISHED_AT'))}
                {header('Closes', sortState('CLOSES_AT'), () => sortBy('CLOSES_AT'))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.jobs.nodes.map((j) => (
                <Table.Tr key={j.id}>
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
        <TextInput label="Search" placeholder="Title, text or reference" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
        <Select label="Status" placeholder="Any" clearable data={options(statusLabel)} value={filters.status} onChange={(v) => set('status', v as JobStatus | null)} />
        <Select label="Location" placeholder="Any" clearable data={locations} value={filters.locationId} onChange={(v) => set('locationId', v)} />
        <Select label="Category" placeholder="Any" clearable data={categories} value={filters.categoryId} onChange={(v) => set('categoryId', v)} />
        <Select
          label="Employment type"
          placeholder="Any"
          clearable
          data={options(employmentLabel)}
          value={filters.employmentType}
          onChange={(v) => set('employmentType', v as EmploymentType | null)}
        />
        <Select
          label="Workplace"
          placeholder="Any"
          clearable
          data={options(workplaceLabel)}
          value={filters.workplaceType}
          onChange={(v) => set('workplaceType', v as WorkplaceType | null)}
        />
      </SimpleGrid>
      {body}
    </>
  );
}
