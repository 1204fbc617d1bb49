// Unsaved work outlives an ended session: while a form has unsaved
// changes they are kept in the browser (localStorage, per user and
// record). When the session ends (say, on Save) the screen goes to the
// login; back on the record after logging in, the form offers to restore
// them. Leaving the form any other way, or saving, forgets them.
import { Alert, Button, Group, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { sessionEnded } from '../api/graphql';
import { useUser } from '../auth/SessionContext';

type Backup<T> = { values: T; savedAt: string };

const storageKey = (userId: string, record: string) => `corkboard:draft:${userId}:${record}`;

function read<T>(key: string): Backup<T> | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Backup<T>) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps form's unsaved values under record (e.g. "job:1:7") for the user,
 * and returns the alert offering a kept draft back (render it above the form).
 */
export function useDraftBackup<T extends object>(record: string, form: UseFormReturnType<T>) {
  const user = useUser();
  const key = storageKey(String(user.id), record);
  const [offer, setOffer] = useState(() => read<T>(key));
  const dirty = form.isDirty();
  const values = form.getValues();

  useEffect(() => {
    if (dirty) {
      try {
        localStorage.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
      } catch {
        // Storage full or refused: nothing is kept.
      }
      setOffer(null);
    } else if (!offer) {
      localStorage.removeItem(key);
    }
  }, [key, dirty, values, offer]);

  // Leaving the form forgets the draft, unless the session ended.
  const keyRef = useRef(key);
  keyRef.current = key;
  useEffect(
    () => () => {
      if (!sessionEnded()) localStorage.removeItem(keyRef.current);
    },
    [],
  );

  const restore = () => {
    if (!offer) return;
    form.setValues(offer.values);
    setOffer(null);
  };
  const discard = () => {
    localStorage.removeItem(key);
    setOffer(null);
  };

  const alert = offer ? (
    <Alert color="yellow" title="Unsaved changes were kept" role="region" aria-label="Unsaved changes were kept">
      <Text size="sm">
        Your session ended before these changes were saved ({new Date(offer.savedAt).toLocaleString()}). Restore them to review and save
        them.
      </Text>
      <Group mt="xs" gap="xs">
        <Button size="xs" onClick={restore}>
          Restore my changes
        </Button>
        <Button size="xs" variant="default" onClick={discard}>
          Discard them
        </Button>
      </Group>
    </Alert>
  ) : null;
  return alert;
}
