import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { AriaSort } from './listState';

type Props = { label: string; aria: AriaSort; onSort: () => void };

/** A column heading that sorts the list (aria-sort tells its state). */
export function SortableTh({ label, aria, onSort }: Props) {
  return (
    <Table.Th aria-sort={aria}>
      <UnstyledButton onClick={onSort} fw={700} fz="sm">
        {label} {aria === 'ascending' ? '↑' : aria === 'descending' ? '↓' : ''}
        <VisuallyHidden>{aria === 'none' ? ', sort' : ', sorted; change the order'}</VisuallyHidden>
      </UnstyledButton>
    </Table.Th>
  );
}
