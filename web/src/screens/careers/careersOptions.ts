// The company's locations and job categories, as options of the job
// filters and the job editor.
import { useQuery } from '../../api/useQuery';
import { graphql } from '../../gql';

const CareersOptions = graphql(`
  query CareersOptions($companyId: ID!) {
    locations(companyId: $companyId) {
      id
      city
      street
    }
    jobCategories(companyId: $companyId) {
      id
      name(language: EN)
      nl: name(language: NL)
    }
  }
`);

export type Option = { value: string; label: string };

/** Loads the options; reload after adding a category. */
export function useCareersOptions(companyId: string) {
  const { data, reload } = useQuery(CareersOptions, { companyId });
  const locations: Option[] = (data?.locations ?? []).map((l) => ({ value: l.id, label: l.street ? `${l.city} (${l.street})` : l.city }));
  const categories: Option[] = (data?.jobCategories ?? []).map((c) => ({ value: c.id, label: c.name || c.nl }));
  return { locations, categories, loaded: !!data, reload };
}
