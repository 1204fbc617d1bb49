package graph

import (
	"strconv"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"corkboard/graph/model"
	"corkboard/modules"
	"corkboard/modules/calendar"
)

// The calendar writes: GraphQL inputs translated into the service's
// typed inputs. Malformed ids are collected (badIDs) and answered as one
// validation error before the service is called.

// postInput translates the members events, venues and organizers share.
func postInput(title, description *string, status *calendar.Status, author *string, published *time.Time,
	image graphql.Omittable[*model.ImageInput], language string, bad *badIDs, path string) calendar.PostInput {
	in := calendar.PostInput{Title: title, Description: description, Language: language}
	if published != nil {
		in.Published = calendar.At(*published)
	}
	in.Status = status
	in.Author = bad.id(author, path+".authorId")
	if v, ok := image.ValueOK(); ok {
		ref := calendar.ImageRef{} // null removes the image
		switch {
		case v != nil && v.MediaID != nil:
			if id := bad.id(v.MediaID, path+".image.mediaId"); id != nil {
				ref.MediaID = *id
			}
		case v != nil && v.URL != nil:
			ref.URL = *v.URL
		}
		in.Image = &ref
	}
	return in
}

func eventInput(in model.EventInput, language string) (calendar.EventInput, error) {
	var bad badIDs
	out := calendar.EventInput{PostInput: postInput(in.Title, in.Description, in.Status, in.AuthorID, in.PublishedAt, in.Image, language, &bad, "input")}
	out.Excerpt, out.Slug = in.Excerpt, in.Slug
	out.Timezone, out.AllDay = in.Timezone, in.AllDay
	if in.Start != nil {
		out.Start = calendar.At(*in.Start)
	}
	if in.End != nil {
		out.End = calendar.At(*in.End)
	}
	if in.Cost != nil {
		out.Cost = &in.Cost
	}
	out.CurrencySymbol, out.CurrencyCode, out.Website, out.Password = in.CurrencySymbol, in.CurrencyCode, in.Website, in.Password
	if in.CurrencyPosition != nil {
		p := lower(*in.CurrencyPosition)
		out.CurrencyPosition = &p
	}
	out.ShowMap, out.ShowMapLink, out.HideFromListings = in.ShowMap, in.ShowMapLink, in.HideFromListings
	out.Sticky, out.Featured = in.Sticky, in.Featured
	if in.Categories != nil {
		out.Categories = &in.Categories
	}
	if in.Tags != nil {
		out.Tags = &in.Tags
	}
	if v, ok := in.Venue.ValueOK(); ok {
		out.Venue = &calendar.VenueRef{} // null removes the venue
		if v != nil {
			out.Venue = venueRef(*v, &bad)
		}
	}
	if v, ok := in.UnpublishAt.ValueOK(); ok {
		out.UnpublishAt = &time.Time{} // null clears it
		if v != nil {
			out.UnpublishAt = v
		}
	}
	if in.Organizers != nil {
		refs := make([]calendar.OrganizerRef, 0, len(in.Organizers))
		for i, o := range in.Organizers {
			ref := calendar.OrganizerRef{Malformed: o.ID == nil && o.Create == nil}
			if o.ID != nil {
				if id := bad.id(o.ID, "input.organizers."+strconv.Itoa(i)+".id"); id != nil {
					ref.ID = *id
				}
			} else if o.Create != nil {
				c := organizerInput(*o.Create, "", &bad, "input.organizers."+strconv.Itoa(i)+".create")
				ref.Input = &c
			}
			refs = append(refs, ref)
		}
		out.Organizers = &refs
	}
	return out, bad.err()
}

// venueRef names the venue of an event write: by id, or data to create.
// Neither is an empty reference (no venue), as REST's empty value.
func venueRef(v model.VenueRef, bad *badIDs) *calendar.VenueRef {
	switch {
	case v.ID != nil:
		id := bad.id(v.ID, "input.venue.id")
		if id == nil {
			return nil
		}
		return &calendar.VenueRef{ID: *id}
	case v.Create != nil:
		in := venueInput(*v.Create, "", bad, "input.venue.create")
		return &calendar.VenueRef{Input: &in}
	}
	return &calendar.VenueRef{}
}

func venueInput(in model.VenueInput, language string, bad *badIDs, path string) calendar.VenueInput {
	out := calendar.VenueInput{PostInput: postInput(in.Name, in.Description, in.Status, in.AuthorID, in.PublishedAt, in.Image, language, bad, path)}
	out.Address, out.City, out.Country, out.Province, out.State = in.Address, in.City, in.Country, in.Province, in.State
	out.Zip, out.Phone, out.Website, out.StateProvince = in.Zip, in.Phone, in.Website, in.StateProvince
	out.ShowMap, out.ShowMapLink, out.GeoLat, out.GeoLng = in.ShowMap, in.ShowMapLink, in.Lat, in.Lng
	return out
}

func organizerInput(in model.OrganizerInput, language string, bad *badIDs, path string) calendar.OrganizerInput {
	out := calendar.OrganizerInput{PostInput: postInput(in.Name, in.Description, in.Status, in.AuthorID, in.PublishedAt, in.Image, language, bad, path)}
	out.Phone, out.Website, out.Email = in.Phone, in.Website, in.Email
	return out
}

func categoryInput(in model.CategoryInput, language string) (calendar.TermInput, error) {
	out := calendar.TermInput{Name: in.Name, Description: in.Description, Slug: in.Slug, Language: language}
	if v, ok := in.ParentID.ValueOK(); ok {
		var parent int64 // null removes the parent
		if v != nil {
			n, err := strconv.ParseInt(*v, 10, 64)
			if err != nil {
				return out, modules.Validation(modules.FieldError{Field: "input.parentId", Message: "is not an id"})
			}
			parent = n
		}
		out.Parent = &parent
	}
	return out, nil
}

func tagInput(in model.TagInput, language string) calendar.TermInput {
	return calendar.TermInput{Name: in.Name, Description: in.Description, Slug: in.Slug, Language: language}
}
