import { Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { DiscardChangesModal, UnsavedChangesPrompt } from './UnsavedChangesPrompt';

type Props = {
  opened: boolean;
  title: string;
  /** Whether the form has unsaved changes: closing then asks first. */
  dirty: boolean;
  onClose: () => void;
  /** The form; it gets the guarded close for its Cancel button. */
  children: (requestClose: () => void) => ReactNode;
  size?: string;
};

/** A modal holding a form, guarded against losing unsaved changes. */
export function FormModal({ opened, title, dirty, onClose, children, size = 'md' }: Props) {
  const [confirming, setConfirming] = useState(false);
  // The question opens after the current event: opened within an Escape
  // keydown, it would see that same Escape and close at once.
  const requestClose = () => (dirty ? window.setTimeout(() => setConfirming(true), 0) : onClose());
  return (
    <>
      <Modal opened={opened} onClose={requestClose} title={title} size={size} closeOnEscape={!confirming}>
        {children(requestClose)}
      </Modal>
      <DiscardChangesModal
        opened={confirming}
        onStay={() => setConfirming(false)}
        onDiscard={() => {
          setConfirming(false);
          onClose();
        }}
      />
      <UnsavedChangesPrompt when={opened && dirty} />
    </>
  );
}
