import { Alert, Button, Center, Loader } from '@mantine/core';
import { describeError } from '../api/errors';

/** The loading state of a screen or section. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="md" aria-label={label} />
    </Center>
  );
}

/** A failed load, with a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" title="Could not load" role="alert">
      {describeError(error)}
      {onRetry && (
        <div>
          <Button variant="light" color="red" size="xs" mt="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
    </Alert>
  );
}
