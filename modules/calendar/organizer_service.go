package calendar

import (
	"context"

	"corkboard/modules/accounts"
)

// checkOrganizer validates an organizer input into v: the website is a
// URL and the e-mail an address (invalid otherwise, as the original's
// newer REST API answers; empty values clear them).
func checkOrganizer(ctx context.Context, s *store, in *OrganizerInput, create bool, v *validation) (linkedWrite[*Organizer], error) {
	if create {
		v.require("title", in.Title != nil)
	}
	plan, err := s.checkPost(ctx, callerFrom(ctx), &in.PostInput, postRules{textMayBeEmpty: true}, v)
	if err != nil {
		return linkedWrite[*Organizer]{}, err
	}
	plain(&in.Phone, &in.Website, &in.Email)
	if in.Website != nil {
		v.check("website", validWebsite(in.Website))
	}
	if in.Email != nil { // empty clears it
		v.check("email", *in.Email == "" || accounts.ValidEmail(*in.Email))
	}
	return linkedWrite[*Organizer]{in: &in.PostInput, plan: plan, apply: in.apply}, nil
}

func (in *OrganizerInput) apply(o *Organizer, _ bool) {
	for dst, src := range map[*string]*string{&o.Phone: in.Phone, &o.Website: in.Website, &o.Email: in.Email} {
		if src != nil {
			*dst = *src
		}
	}
}
