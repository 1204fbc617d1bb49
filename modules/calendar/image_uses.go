package calendar

import (
	"context"

	"github.com/uptrace/bun"

	"corkboard/modules/media"
)

// imageUses lists the events, venues and organizers (in any status,
// trash included: it can be restored) whose featured image is media image
// id; the media library refuses to delete an image while it is used.
func imageUses(ctx context.Context, db bun.IDB, id int64) ([]media.Use, error) {
	var uses []media.Use
	for _, t := range []struct{ kind, table string }{
		{string(PostEvent), "calendar_events"}, {string(PostVenue), "calendar_venues"}, {string(PostOrganizer), "calendar_organizers"},
	} {
		var rows []struct {
			ID    int64  `bun:"id"`
			Title string `bun:"title"`
		}
		if err := db.NewSelect().Table(t.table).Column("id", "title").Where("image_id = ?", id).
			Order("id ASC").Limit(20).Scan(ctx, &rows); err != nil {
			return nil, err
		}
		for _, r := range rows {
			uses = append(uses, media.Use{Kind: t.kind, ID: r.ID, Title: r.Title})
		}
	}
	return uses, nil
}
