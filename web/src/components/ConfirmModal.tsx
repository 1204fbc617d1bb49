import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Closing (Escape, the close button) when it differs from the cancel answer. */
  onClose?: () => void;
};

/** A yes/no question; the safe answer has the focus. */
export function ConfirmModal({ opened, title, children, confirmLabel, cancelLabel = 'Cancel', danger, loading, onConfirm, onCancel, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose ?? onCancel} title={title} zIndex={400} centered>
      <Text size="sm">{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
