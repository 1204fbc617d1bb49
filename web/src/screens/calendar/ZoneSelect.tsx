// The time-zone picker: a searchable list of IANA zones. Clicking into it
// selects the current zone's name, so what one types replaces it (rather
// than being appended to "UTC" and matching nothing).
import { Select, type SelectProps } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { zoneOptions } from './zones';

type Props = Omit<SelectProps, 'data'> & { siteZone: string; value?: string | null };

export function ZoneSelect({ siteZone, value, ...rest }: Props) {
  const zones = useMemo(() => zoneOptions(siteZone, value ?? ''), [siteZone, value]);
  const wasFocused = useRef(false);
  return (
    <Select
      {...rest}
      value={value}
      data={zones}
      searchable
      allowDeselect={false}
      onMouseDown={(e) => {
        wasFocused.current = document.activeElement === e.currentTarget;
      }}
      onClick={(e) => {
        if (!wasFocused.current) e.currentTarget.select();
      }}
      onFocus={(e) => {
        e.currentTarget.select();
        rest.onFocus?.(e);
      }}
    />
  );
}
