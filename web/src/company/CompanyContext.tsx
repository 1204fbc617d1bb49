// The company the admin works on. Editors and admins may read the list (a
// deployment serves one organisation); admins switch between companies in
// the header. Contributors have no careers access: the list is not read
// for them (the server would refuse it) and there is no company. The
// choice is remembered in this browser.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { gql } from '../api/graphql';
import { roleAtLeast } from '../auth/roles';
import { useUser } from '../auth/SessionContext';
import { graphql } from '../gql';
import type { CompaniesQuery } from '../gql/graphql';

export type Company = CompaniesQuery['companies'][number];

const Companies = graphql(`
  query Companies {
    companies {
      id
      name
      subdomain
      email
      website
      active
    }
  }
`);

const storageKey = 'corkboard.company';

type CompanyContextValue = {
  companies: Company[];
  current: Company | null;
  loading: boolean;
  error: unknown;
  select: (id: string) => void;
  reload: () => Promise<void>;
};

const CompanyContext = createContext<CompanyContextValue | null>(null);

function stored(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function CompanyProvider({ children }: { children: ReactNode }) {
  const careers = roleAtLeast(useUser().role, 'editor');
  const [companies, setCompanies] = useState<Company[]>([]);
  const [selected, setSelected] = useState<string | null>(stored);
  const [loading, setLoading] = useState(careers);
  const [error, setError] = useState<unknown>(null);

  const reload = useCallback(async () => {
    if (!careers) return;
    setLoading(true);
    try {
      const data = await gql(Companies);
      setCompanies(data.companies);
      setError(null);
    } catch (err) {
      setError(err);
    } finally {
      setLoading(false);
    }
  }, [careers]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const select = useCallback((id: string) => {
    setSelected(id);
    try {
      localStorage.setItem(storageKey, id);
    } catch {
      // private mode: the choice lasts for this page only
    }
  }, []);

  const current = companies.find((c) => c.id === selected) ?? companies[0] ?? null;
  const value = useMemo(
    () => ({ companies, current, loading, error, select, reload }),
    [companies, current, loading, error, select, reload],
  );
  return <CompanyContext.Provider value={value}>{children}</CompanyContext.Provider>;
}

export function useCompany(): CompanyContextValue {
  const ctx = useContext(CompanyContext);
  if (!ctx) throw new Error('useCompany outside CompanyProvider');
  return ctx;
}
