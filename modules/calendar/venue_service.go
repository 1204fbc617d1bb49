package calendar

import (
	"context"
	"net/url"
	"strings"

	"corkboard/modules"
)

// VenueService manages venues. Reads are public (published venues; the
// rest for editors and their authors). Writes follow the caller rules
// (see caller); parameters are validated before permissions.
type VenueService struct {
	store *store
}

// List returns one page of venues, most recently published first.
// Errors: 400 rest_invalid_param, 404 venue-archive-page-not-found (a
// page past the last).
func (s *VenueService) List(ctx context.Context, q LinkedQuery) (*Page[*Venue], error) {
	return listLinked[Venue](ctx, s.store, venueKind, q)
}

// Get returns one venue. Errors: 400 rest_invalid_param (not a venue),
// 403 venue-not-accessible.
func (s *VenueService) Get(ctx context.Context, ref Ref, language string) (*Venue, error) {
	return getLinked[Venue](ctx, s.store, venueKind, ref, language)
}

// Create adds a venue, or returns the existing venue with the same name
// (and description, when given). Callers: contributors and up.
// Errors: 400 rest_missing_callback_param (no name), 400
// rest_invalid_param, 401/403 rest_forbidden.
func (s *VenueService) Create(ctx context.Context, in VenueInput) (*Venue, error) {
	var v validation
	v.require("venue", in.Title != nil)
	w, err := s.check(ctx, &in, &v)
	if err != nil {
		return nil, err
	}
	return createLinked[Venue](ctx, s.store, venueKind, &v, w)
}

// Update changes a venue; omitted members stay, empty strings clear.
// Errors: 400 rest_invalid_param (not a venue, bad values), 401/403,
// 400 could-not-update-venue.
func (s *VenueService) Update(ctx context.Context, ref Ref, in VenueInput) (*Venue, error) {
	item, err := loadLinked[Venue](ctx, s.store.db(), ref)
	if err != nil {
		return nil, modules.As(err)
	}
	var v validation
	v.check(ref.param(), item != nil)
	w, err := s.check(ctx, &in, &v)
	if err != nil {
		return nil, err
	}
	return updateLinked[Venue](ctx, s.store, venueKind, item, &v, w)
}

// Delete moves a venue to the trash and unlinks it from its events.
// Errors: 400 rest_invalid_param (not a venue), 401/403, 410
// venue-is-in-trash.
func (s *VenueService) Delete(ctx context.Context, ref Ref, language string) (*Venue, error) {
	return deleteLinked[Venue](ctx, s.store, venueKind, ref, language,
		"UPDATE calendar_events SET venue_id = NULL WHERE venue_id = ?")
}

// check validates a venue input into v.
func (s *VenueService) check(ctx context.Context, in *VenueInput, v *validation) (linkedWrite[*Venue], error) {
	plan, err := s.store.checkPost(ctx, callerFrom(ctx), &in.PostInput, postRules{titleParam: "venue", textMayBeEmpty: true}, v)
	if err != nil {
		return linkedWrite[*Venue]{}, modules.As(err)
	}
	checkVenueFields(in, v)
	return linkedWrite[*Venue]{in: &in.PostInput, plan: plan, apply: in.apply}, nil
}

func checkVenueFields(in *VenueInput, v *validation) {
	trim(&in.Address, &in.City, &in.Country, &in.Province, &in.State, &in.Zip, &in.Phone, &in.Website, &in.StateProvince)
	if in.Website != nil {
		v.check("website", validWebsite(in.Website))
	}
	if in.GeoLat != nil || in.GeoLng != nil {
		v.check("geo_lat", in.GeoLat != nil && *in.GeoLat >= -90 && *in.GeoLat <= 90)
		v.check("geo_lng", in.GeoLng != nil && *in.GeoLng >= -180 && *in.GeoLng <= 180)
	}
}

func (in *VenueInput) apply(v *Venue, create bool) {
	set := func(dst *string, src *string) {
		if src != nil {
			*dst = *src
		}
	}
	set(&v.Address, in.Address)
	set(&v.City, in.City)
	set(&v.Country, in.Country)
	set(&v.Province, in.Province)
	set(&v.State, in.State)
	set(&v.Zip, in.Zip)
	set(&v.Phone, in.Phone)
	set(&v.Website, in.Website)
	set(&v.StateProvince, in.StateProvince)
	if create { // the map flags default to true
		v.ShowMap, v.ShowMapLink = true, true
	}
	if in.ShowMap != nil {
		v.ShowMap = *in.ShowMap
	}
	if in.ShowMapLink != nil {
		v.ShowMapLink = *in.ShowMapLink
	}
	if in.GeoLat != nil && in.GeoLng != nil {
		lat, lng := *in.GeoLat, *in.GeoLng
		v.GeoLat, v.GeoLng = &lat, &lng
	}
}

// validWebsite accepts an empty value, an http(s) URL, or a bare host
// name with a dot (stored with http:// in front).
func validWebsite(p *string) bool {
	s := *p
	if s == "" {
		return true
	}
	if !strings.Contains(s, "://") && strings.Contains(s, ".") && !strings.ContainsAny(s, " \t") {
		s = "http://" + s
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || strings.ContainsAny(u.Host, " \t") {
		return false
	}
	*p = s
	return true
}
