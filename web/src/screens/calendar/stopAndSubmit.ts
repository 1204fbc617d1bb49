import type { FormEvent } from 'react';

/**
 * Submits a modal's form without the submit reaching an enclosing form:
 * React events bubble through portals, so the inline venue form would
 * also submit the event editor around it.
 */
export function stopAndSubmit(e: FormEvent<HTMLFormElement>, submit: (e: FormEvent<HTMLFormElement>) => void) {
  e.stopPropagation();
  submit(e);
}
