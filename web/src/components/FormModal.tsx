import { Modal } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
  useReturnFocus(opened);
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

/**
 * Gives the focus back to what had it when the dialog opened, also when the
 * dialog is unmounted rather than closed (Mantine returns it only on close).
 */
function useReturnFocus(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const open = useRef(opened);
  useLayoutEffect(() => {
    if (opened && !open.current) opener.current = document.activeElement as HTMLElement | null;
    open.current = opened;
  }, [opened]);
  useLayoutEffect(() => {
    if (opened) opener.current = document.activeElement as HTMLElement | null;
    // Only on mount: an already open dialog keeps its opener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(
    () => () => {
      const el = opener.current;
      if (open.current && el?.isConnected) window.setTimeout(() => el.focus(), 0);
    },
    [],
  );
}
