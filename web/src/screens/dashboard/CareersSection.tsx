import { Anchor, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { gql } from '../../api/graphql';
import { useQuery } from '../../api/useQuery';
import type { Company } from '../../company/CompanyContext';
import { formatDateTime } from '../../components/dates';
import { LoadError } from '../../components/LoadState';
import { jobsListPath } from '../careers/jobFilters';
import { ListCard } from './ListCard';
import { CareersOverview, JobTitle } from './queries';
import { StatCard } from './StatCard';
import { distinctJobIds } from './vars';

/** Jobs by status, applications and the latest ones, of one company (editors and admins). */
export function CareersSection({ company }: { company: Company }) {
  const { data, error, reload } = useQuery(CareersOverview, { companyId: company.id });
  const apps = data?.applications.nodes ?? [];
  const titles = useJobTitles(company.id, distinctJobIds(apps));
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Careers · {company.name}
      </Title>
      {error && !data ? (
        <LoadError error={error} onRetry={() => void reload()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <StatCard label="Published jobs" value={data?.published.totalCount} to={jobsListPath('PUBLISHED')} />
            <StatCard label="Draft jobs" value={data?.drafts.totalCount} to={jobsListPath('DRAFT')} />
            <StatCard label="Closed jobs" value={data?.closed.totalCount} to={jobsListPath('CLOSED')} />
            <StatCard label="Applications" value={data?.applications.totalCount} to="/applications" />
          </SimpleGrid>
          <ListCard
            title="Latest applications"
            headingId="latest-applications"
            loading={!data}
            empty={apps.length === 0}
            emptyTitle="No applications yet"
            emptyDescription="Applications sent through the careers site appear here."
          >
            <Table.ScrollContainer minWidth={560}>
              <Table aria-labelledby="latest-applications" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Applicant</Table.Th>
                    <Table.Th>E-mail</Table.Th>
                    <Table.Th>Job</Table.Th>
                    <Table.Th>Received</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {apps.map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/applications/${a.id}`} size="sm">
                          {a.firstName} {a.lastName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{a.email}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/jobs/${a.jobId}`} size="sm" c={titles[a.jobId] ? undefined : 'dimmed'}>
                          {titles[a.jobId] ?? `Job ${a.jobId}`}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{formatDateTime(a.createdAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </ListCard>
        </>
      )}
    </Stack>
  );
}

/** The titles of a few jobs, by id (one small query each; unknown ones stay absent). */
function useJobTitles(companyId: string, ids: string[]): Record<string, string> {
  const [titles, setTitles] = useState<Record<string, string>>({});
  const key = ids.join(',');
  useEffect(() => {
    let live = true;
    const wanted = key ? key.split(',') : [];
    Promise.all(wanted.map((id) => gql(JobTitle, { id, companyId }).then((d) => [id, d.job.title] as const, () => null))).then(
      (pairs) => {
        if (live) setTitles(Object.fromEntries(pairs.filter((p) => p !== null)));
      },
    );
    return () => {
      live = false;
    };
  }, [companyId, key]);
  return titles;
}
