// The frame of the venue, organizer, category and tag forms: a modal
// guarded against losing changes, titled "New <what>" or "Edit <what>
// <name>", with Cancel and Create/Save. Saving shows a toast; the server's
// field errors go on the form's fields.
import { Button, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../api/errors';
import { FormModal } from '../../components/FormModal';
import { notifyFailure, notifySuccess } from '../../components/notify';

type Props<V, S> = {
  /** "venue", "category"… */
  what: string;
  /** The record being edited; null or undefined: a new one. */
  record?: { name: string } | null;
  /** The form; its values are named as the GraphQL input names its fields, so that the server's field errors land on them. */
  form: UseFormReturnType<V>;
  save: (values: V) => Promise<S>;
  /** The success toast. */
  savedMessage: (saved: S) => string;
  onSaved: (saved: S) => void;
  onClose: () => void;
  size?: string;
  /** The fields. */
  children: ReactNode;
};

export function RecordFormModal<V, S>({ what, record, form, save, savedMessage, onSaved, onClose, size, children }: Props<V, S>) {
  const [saving, setSaving] = useState(false);
  const submit = form.onSubmit(async (v) => {
    setSaving(true);
    try {
      const saved = await save(v);
      notifySuccess(savedMessage(saved));
      form.resetDirty();
      onSaved(saved);
      onClose();
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(err.fields);
      notifyFailure(`Could not save the ${what}`, err);
    } finally {
      setSaving(false);
    }
  });
  return (
    <FormModal opened title={record ? `Edit ${what} ${record.name}` : `New ${what}`} dirty={form.isDirty()} onClose={onClose} size={size}>
      {(requestClose) => (
        <form
          onSubmit={(e) => {
            // React events bubble through portals: the inline venue form
            // must not also submit the event editor around it.
            e.stopPropagation();
            submit(e);
          }}
          noValidate
        >
          <Stack>
            {children}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={requestClose}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                {record ? `Save ${what}` : `Create ${what}`}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormModal>
  );
}
