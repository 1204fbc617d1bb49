import { EmptyState, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCompany, type Company } from '../../company/CompanyContext';
import { Loading } from '../../components/LoadState';

type Props = {
  title: string;
  intro?: ReactNode;
  /** The screen's body for the selected company. */
  children: (company: Company) => ReactNode;
};

/** The frame of a careers screen: its title, and its body once a company is selected. */
export function CareersScreen({ title, intro, children }: Props) {
  const { current, loading } = useCompany();
  return (
    <Stack>
      <div>
        <Title order={1}>{title}</Title>
        {intro && (
          <Text c="dimmed">
            {intro}
            {current && <> — {current.name}</>}
          </Text>
        )}
      </div>
      {loading && !current ? (
        <Loading />
      ) : current ? (
        children(current)
      ) : (
        <EmptyState title="No company yet" description="An administrator creates companies with “New company” at the top." />
      )}
    </Stack>
  );
}
