package calendar

import (
	"context"

	"corkboard/modules"
)

// OrganizerService manages organizers, with the rules of VenueService.
type OrganizerService struct {
	store *store
}

// List returns one page of organizers, most recently published first.
// Errors: 400 rest_invalid_param, 404 organizer-archive-page-not-found.
func (s *OrganizerService) List(ctx context.Context, q LinkedQuery) (*Page[*Organizer], error) {
	return listLinked[Organizer](ctx, s.store, organizerKind, q)
}

// Get returns one organizer. Errors: 400 rest_invalid_param (not an
// organizer), 403 organizer-not-accessible.
func (s *OrganizerService) Get(ctx context.Context, ref Ref, language string) (*Organizer, error) {
	return getLinked[Organizer](ctx, s.store, organizerKind, ref, language)
}

// Create adds an organizer, or returns the existing one with the same
// name (and description, when given). Callers: contributors and up.
// Errors: 400 rest_missing_callback_param, 400 rest_invalid_param,
// 401/403 rest_forbidden.
func (s *OrganizerService) Create(ctx context.Context, in OrganizerInput) (*Organizer, error) {
	var v validation
	v.require("organizer", in.Title != nil)
	w, err := s.check(ctx, &in, &v)
	if err != nil {
		return nil, err
	}
	return createLinked[Organizer](ctx, s.store, organizerKind, &v, w)
}

// Update changes an organizer; omitted members stay, empty strings clear.
// Errors: 400 rest_invalid_param, 401/403, 400 could-not-update-organizer.
func (s *OrganizerService) Update(ctx context.Context, ref Ref, in OrganizerInput) (*Organizer, error) {
	item, err := loadLinked[Organizer](ctx, s.store.db(), ref)
	if err != nil {
		return nil, modules.As(err)
	}
	var v validation
	v.check(ref.param(), item != nil)
	w, err := s.check(ctx, &in, &v)
	if err != nil {
		return nil, err
	}
	return updateLinked[Organizer](ctx, s.store, organizerKind, item, &v, w)
}

// Delete moves an organizer to the trash and unlinks it from its events.
// Errors: 400 rest_invalid_param, 401/403, 410 organizer-is-in-trash.
func (s *OrganizerService) Delete(ctx context.Context, ref Ref, language string) (*Organizer, error) {
	return deleteLinked[Organizer](ctx, s.store, organizerKind, ref, language,
		"DELETE FROM calendar_event_organizers WHERE organizer_id = ?")
}

func (s *OrganizerService) check(ctx context.Context, in *OrganizerInput, v *validation) (linkedWrite[*Organizer], error) {
	plan, err := s.store.checkPost(ctx, callerFrom(ctx), &in.PostInput, postRules{titleParam: "organizer", textMayBeEmpty: true}, v)
	if err != nil {
		return linkedWrite[*Organizer]{}, modules.As(err)
	}
	checkOrganizerFields(in, v)
	return linkedWrite[*Organizer]{in: &in.PostInput, plan: plan, apply: in.apply}, nil
}

func checkOrganizerFields(in *OrganizerInput, v *validation) {
	trim(&in.Phone, &in.Website, &in.Email)
	if in.Website != nil {
		v.check("website", validWebsite(in.Website))
	}
}

func (in *OrganizerInput) apply(o *Organizer, _ bool) {
	for dst, src := range map[*string]*string{&o.Phone: in.Phone, &o.Website: in.Website, &o.Email: in.Email} {
		if src != nil {
			*dst = *src
		}
	}
}
