import { Anchor, Card, Skeleton, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { Link } from 'react-router';

type Props = {
  label: string;
  /** undefined while loading. */
  value: number | undefined;
  hint?: string;
  /** An admin path to the list behind the number. */
  to?: string;
};

/** One number of the dashboard, labelled for assistive technology. */
export function StatCard({ label, value, hint, to }: Props) {
  const id = useId();
  return (
    <Card withBorder padding="md" role="group" aria-labelledby={id}>
      <Text id={id} size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={32} width={48} mt={4} aria-label={`Loading ${label.toLowerCase()}`} />
      ) : (
        <Text fz={28} fw={700} lh={1.3} data-testid="stat-value">
          {to ? (
            <Anchor component={Link} to={to} inherit underline="hover" aria-label={`${value} ${label.toLowerCase()}`}>
              {value}
            </Anchor>
          ) : (
            value
          )}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}
