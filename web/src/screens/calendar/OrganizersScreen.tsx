import { gql } from '../../api/graphql';
import { graphql } from '../../gql';
import { LinkedRecordsScreen } from './LinkedRecordsScreen';
import { OrganizerFormModal } from './OrganizerFormModal';

const Organizers = graphql(`
  query Organizers($search: String, $page: Int!, $orderBy: LinkedOrderBy, $order: SortDirection) {
    organizers(filter: { search: $search, orderBy: $orderBy, order: $order }, page: $page, perPage: 20) {
      nodes {
        ...OrganizerFields
        publishedAt
      }
      totalPages
    }
  }
`);

const DeleteOrganizer = graphql(`
  mutation DeleteOrganizer($id: ID!) {
    deleteOrganizer(id: $id) {
      id
    }
  }
`);

/** The calendar's organizers: list, search, create, edit, delete. Editors. */
export function OrganizersScreen() {
  return (
    <LinkedRecordsScreen
      query={Organizers}
      pageOf={(d) => d.organizers}
      title="Organizers"
      subtitle="People and organisations running events."
      what="organizer"
      plural="organizers"
      detailLabel="Contact"
      detail={(v) => [v.email, v.phone].filter(Boolean).join(', ')}
      consequence="it moves to the trash and leaves its events."
      remove={(id) => gql(DeleteOrganizer, { id })}
      form={(row, onClose, onSaved) => <OrganizerFormModal organizer={row} editor onClose={onClose} onSaved={onSaved} />}
    />
  );
}
