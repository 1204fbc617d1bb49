// The guard against leaving a form with unsaved changes: leaving the
// screen in the app asks first, and closing or reloading the tab makes the
// browser ask. Going to the login screen (the session ended) is not held.
//
// A router holds one blocker at a time, so the Shell mounts the one guard
// (UnsavedChangesGuard) and every form — the screen's editor and any dialog
// on it — only reports whether it has unsaved changes (UnsavedChangesPrompt).
// The guard holds navigation while any of them does.
import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmModal } from './ConfirmModal';

type Registry = { set: (id: string, dirty: boolean) => void; remove: (id: string) => void };

const GuardContext = createContext<Registry | null>(null);

/** The single navigation guard of the admin, around the screens (in the Shell). */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const dirty = useRef(new Map<string, boolean>());
  const anyDirty = useCallback(() => [...dirty.current.values()].some(Boolean), []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      anyDirty() && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== '/login',
  );

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (anyDirty()) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  const registry = useMemo<Registry>(
    () => ({
      set: (id, d) => void dirty.current.set(id, d),
      remove: (id) => void dirty.current.delete(id),
    }),
    [],
  );

  return (
    <GuardContext.Provider value={registry}>
      {children}
      <DiscardChangesModal
        opened={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </GuardContext.Provider>
  );
}

/** Reports to the screen's guard whether this form has unsaved changes (`when`). */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const registry = useContext(GuardContext);
  const id = useId();
  // Set during the commit, so a navigation right after a save sees it.
  useLayoutEffect(() => {
    registry?.set(id, when);
  }, [registry, id, when]);
  useLayoutEffect(() => () => registry?.remove(id), [registry, id]);
  return null;
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
