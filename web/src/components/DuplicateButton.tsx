import { Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyFailure, notifySuccess } from './notify';

type Props = { what: string; copy: () => Promise<string>; to: (id: string) => string };

/** Makes a draft copy of the record (as saved) and opens it. */
export function DuplicateButton({ what, copy, to }: Props) {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const run = async () => {
    setBusy(true);
    try {
      const id = await copy();
      notifySuccess(`A draft copy of the ${what} is open.`);
      navigate(to(id));
    } catch (err) {
      notifyFailure(`Could not duplicate the ${what}`, err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void run()}>
      Duplicate
    </Button>
  );
}
