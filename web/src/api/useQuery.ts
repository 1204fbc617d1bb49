import { useCallback, useEffect, useRef, useState } from 'react';
import type { TypedDocumentString } from '../gql/graphql';
import { gql } from './graphql';

type QueryState<R> = { data: R | undefined; loading: boolean; error: unknown };

/**
 * Runs a query when the component mounts and whenever the variables
 * change; null variables skip it. reload runs it again (after a
 * mutation). An answer that arrives after a newer request is dropped.
 */
export function useQuery<R, V>(doc: TypedDocumentString<R, V>, variables: V | null) {
  const [state, setState] = useState<QueryState<R>>({ data: undefined, loading: variables !== null, error: null });
  const seq = useRef(0);
  const key = JSON.stringify(variables);

  const reload = useCallback(async () => {
    const vars = JSON.parse(key) as V | null;
    if (vars === null) {
      setState({ data: undefined, loading: false, error: null });
      return;
    }
    const n = ++seq.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const data = await (gql as (d: TypedDocumentString<R, V>, v: V) => Promise<R>)(doc, vars);
      if (n === seq.current) setState({ data, loading: false, error: null });
    } catch (error) {
      if (n === seq.current) setState((s) => ({ ...s, loading: false, error }));
    }
  }, [doc, key]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
