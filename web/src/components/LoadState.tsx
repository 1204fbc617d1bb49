import { Alert, Button, Center, Loader } from '@mantine/core';
import { ApiError, describeError } from '../api/errors';

/** The loading state of a screen or section. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="md" aria-label={label} />
    </Center>
  );
}

/** Whether trying again can help: a network or server hiccup, not a refusal. */
export function retryable(error: unknown): boolean {
  return !(error instanceof ApiError) || ['network', 'unavailable', 'internal', 'rate_limited', 'timeout'].includes(error.code);
}

/** A failed load, with a way to try again when that can help. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" title="Could not load" role="alert">
      {describeError(error)}
      {onRetry && retryable(error) && (
        <div>
          <Button variant="light" color="red" size="xs" mt="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
    </Alert>
  );
}
