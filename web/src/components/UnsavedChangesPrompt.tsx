// The guard against leaving a form with unsaved changes: leaving the
// screen in the app asks first, and closing or reloading the tab makes the
// browser ask. Going to the login screen (the session ended) is not held.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmModal } from './ConfirmModal';

export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== '/login',
  );

  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <DiscardChangesModal
      opened={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}

export function DiscardChangesModal({ opened, onStay, onDiscard }: { opened: boolean; onStay: () => void; onDiscard: () => void }) {
  return (
    <ConfirmModal
      opened={opened}
      title="Discard unsaved changes?"
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      danger
      onConfirm={onDiscard}
      onCancel={onStay}
    >
      Your changes have not been saved.
    </ConfirmModal>
  );
}
