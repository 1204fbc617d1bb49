package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"corkboard/modules/calendar"
)

// publishInterval is CORKBOARD_PUBLISH_INTERVAL (default 1m): how often,
// at the least, serve looks for scheduled calendar posts. Each instance
// also wakes at the next publication date it knows of and after its own
// writes that schedule something; the interval bounds how late it learns
// of dates scheduled through other instances.
func publishInterval() (time.Duration, error) {
	v := os.Getenv("CORKBOARD_PUBLISH_INTERVAL")
	if v == "" {
		return calendar.DefaultScheduleInterval, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("CORKBOARD_PUBLISH_INTERVAL=%q: want a positive duration such as 1m", v)
	}
	return d, nil
}

// schedulePublication runs the calendar's scheduler (scheduled events,
// venues and organizers go live at their publication date) until ctx
// ends; the returned channel closes when it stopped. Unlike the upload
// sweep it takes no lease: every instance must tick at a due time to
// drop its own cached answers, and the publication itself is one
// conditional statement per table, which changes each row once however
// many instances run it (calendar.ScheduleService.PublishDue).
func (rt *runtime) schedulePublication(ctx context.Context, interval time.Duration) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		rt.Modules.Calendar.Scheduler.Run(ctx, interval)
	}()
	return done
}
