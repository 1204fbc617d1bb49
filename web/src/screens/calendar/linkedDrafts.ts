// Publishing an event whose venue or organizers are still drafts (a
// contributor's inline creations) would link pages the public cannot open:
// the editor names them and offers to publish them with the event.
import { gql } from '../../api/graphql';
import { graphql } from '../../gql';

const VenueStatus = graphql(`
  query VenueStatus($id: ID!) {
    venue(id: $id) {
      id
      name
      status
    }
  }
`);

const OrganizerStatus = graphql(`
  query OrganizerStatus($id: ID!) {
    organizer(id: $id) {
      id
      name
      status
    }
  }
`);

const PublishVenue = graphql(`
  mutation PublishVenue($id: ID!) {
    updateVenue(id: $id, input: { status: PUBLISH }) {
      id
      status
    }
  }
`);

const PublishOrganizer = graphql(`
  mutation PublishOrganizer($id: ID!) {
    updateOrganizer(id: $id, input: { status: PUBLISH }) {
      id
      status
    }
  }
`);

export type LinkedDraft = { kind: 'venue' | 'organizer'; id: string; name: string };

/** The venue and organizers among those given that are not published. */
export async function linkedDrafts(venueId: string | null, organizerIds: string[]): Promise<LinkedDraft[]> {
  const [venue, organizers] = await Promise.all([
    venueId ? gql(VenueStatus, { id: venueId }).then((d) => [d.venue]) : Promise.resolve([]),
    Promise.all(organizerIds.map((id) => gql(OrganizerStatus, { id }).then((d) => d.organizer))),
  ]);
  return [
    ...venue.filter((v) => v.status !== 'PUBLISH').map((v) => ({ kind: 'venue' as const, id: v.id, name: v.name })),
    ...organizers.filter((o) => o.status !== 'PUBLISH').map((o) => ({ kind: 'organizer' as const, id: o.id, name: o.name })),
  ];
}

/** Publishes the given drafts. */
export async function publishDrafts(drafts: LinkedDraft[]): Promise<void> {
  for (const d of drafts) {
    if (d.kind === 'venue') await gql(PublishVenue, { id: d.id });
    else await gql(PublishOrganizer, { id: d.id });
  }
}
