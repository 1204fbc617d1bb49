package main

import (
	"fmt"
	"os"
	"strconv"
	"time"

	"corkboard/modules/history"
)

// historyEnv reads the history settings of the environment:
//
//	CORKBOARD_REVISIONS_KEEP     revisions kept per record, the newest (50)
//	CORKBOARD_AUDIT_RETENTION    how long audit entries are kept (8760h: a year)
func historyEnv() (history.Settings, error) {
	var s history.Settings
	if v := os.Getenv("CORKBOARD_REVISIONS_KEEP"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 10000 {
			return s, fmt.Errorf("CORKBOARD_REVISIONS_KEEP=%q: want a number from 1 to 10000", v)
		}
		s.KeepRevisions = n
	}
	if v := os.Getenv("CORKBOARD_AUDIT_RETENTION"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return s, fmt.Errorf("CORKBOARD_AUDIT_RETENTION=%q: want a positive duration such as 8760h", v)
		}
		s.AuditRetention = d
	}
	return s, nil
}
