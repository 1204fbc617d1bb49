package calendar

import (
	"context"
	"net/url"
	"strings"
)

// checkVenue validates a venue input into v.
func checkVenue(ctx context.Context, s *store, in *VenueInput, create bool, v *validation) (linkedWrite[*Venue], error) {
	if create {
		v.require("title", in.Title != nil)
	}
	plan, err := s.checkPost(ctx, callerFrom(ctx), &in.PostInput, postRules{textMayBeEmpty: true}, v)
	if err != nil {
		return linkedWrite[*Venue]{}, err
	}
	plain(&in.Address, &in.City, &in.Country, &in.Province, &in.State, &in.Zip, &in.Phone, &in.Website, &in.StateProvince)
	if in.Website != nil {
		v.check("website", validWebsite(in.Website))
	}
	if in.GeoLat != nil || in.GeoLng != nil {
		v.check("geo_lat", in.GeoLat != nil && *in.GeoLat >= -90 && *in.GeoLat <= 90)
		v.check("geo_lng", in.GeoLng != nil && *in.GeoLng >= -180 && *in.GeoLng <= 180)
	}
	return linkedWrite[*Venue]{in: &in.PostInput, plan: plan, apply: in.apply}, nil
}

func (in *VenueInput) apply(v *Venue, create bool) {
	for dst, src := range map[*string]*string{&v.Address: in.Address, &v.City: in.City, &v.Country: in.Country,
		&v.Province: in.Province, &v.State: in.State, &v.Zip: in.Zip, &v.Phone: in.Phone, &v.Website: in.Website,
		&v.StateProvince: in.StateProvince} {
		if src != nil {
			*dst = *src
		}
	}
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
