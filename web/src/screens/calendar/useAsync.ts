import { useCallback, useEffect, useRef, useState } from 'react';

/** Runs load when its dependencies change (as useQuery, for loaders that page). */
export function useAsync<T>(load: () => Promise<T>) {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown }>({ data: undefined, loading: true, error: null });
  const seq = useRef(0);
  const reload = useCallback(async () => {
    const n = ++seq.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const data = await load();
      if (n === seq.current) setState({ data, loading: false, error: null });
    } catch (error) {
      if (n === seq.current) setState((s) => ({ ...s, loading: false, error }));
    }
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, reload };
}
