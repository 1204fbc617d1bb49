import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { notifyFailure, notifySuccess } from '../../components/notify';

type Props = {
  /** The record to delete; null: closed. */
  target: { id: string; name: string } | null;
  /** "venue", "tag"… */
  what: string;
  /** What happens to it, e.g. "It moves to the trash and leaves its events." */
  consequence: string;
  remove: (id: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
};

/** Asks before deleting a calendar record, then deletes it with a toast. */
export function DeleteConfirm({ target, what, consequence, remove, onDone, onCancel }: Props) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await remove(target.id);
      notifySuccess(`The ${what} ${target.name} was deleted.`);
      onDone();
    } catch (err) {
      notifyFailure(`Could not delete the ${what}`, err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmModal
      opened={target !== null}
      title={`Delete ${what}?`}
      confirmLabel={`Delete ${what}`}
      danger
      loading={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      {`${target?.name ?? ''}: ${consequence}`}
    </ConfirmModal>
  );
}
