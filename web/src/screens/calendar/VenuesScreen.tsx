import { gql } from '../../api/graphql';
import { graphql } from '../../gql';
import { LinkedRecordsScreen } from './LinkedRecordsScreen';
import { VenueFormModal } from './VenueFormModal';

const Venues = graphql(`
  query Venues($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {
    venues(filter: { search: $search, orderBy: $orderBy, order: $order }, page: $page, perPage: 20) {
      nodes {
        ...VenueFields
        publishedAt
      }
      totalPages
    }
  }
`);

const DeleteVenue = graphql(`
  mutation DeleteVenue($id: ID!) {
    deleteVenue(id: $id) {
      id
    }
  }
`);

/** The calendar's venues: list, search, create, edit, delete. Editors. */
export function VenuesScreen() {
  return (
    <LinkedRecordsScreen
      query={Venues}
      pageOf={(d) => d.venues}
      title="Venues"
      subtitle="Places where events take place."
      what="venue"
      plural="venues"
      detailLabel="Address"
      detail={(v) => [v.address, v.city, v.country].filter(Boolean).join(', ')}
      consequence="it moves to the trash and its events lose their venue."
      remove={(id) => gql(DeleteVenue, { id })}
      form={(row, onClose, onSaved) => <VenueFormModal venue={row} editor onClose={onClose} onSaved={onSaved} />}
    />
  );
}
