package careers

import (
	"math"
	"regexp"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

// Location is an office of a company; jobs are located at one or more.
type Location struct {
	bun.BaseModel `bun:"table:careers_locations"`

	ID         int64     `bun:"id,pk,autoincrement"`
	CompanyID  int64     `bun:"company_id,notnull"`
	Street     string    `bun:"street,notnull"`
	PostalCode string    `bun:"postal_code,notnull"`
	City       string    `bun:"city,notnull"`
	Country    string    `bun:"country,notnull"`
	Phone      string    `bun:"phone,notnull"`
	Email      string    `bun:"email,notnull"`
	Lat        float64   `bun:"lat,notnull"`
	Lng        float64   `bun:"lng,notnull"`
	CreatedAt  time.Time `bun:"created_at,notnull"`
	UpdatedAt  time.Time `bun:"updated_at,notnull"`
}

// LocationInput is the input of LocationService.Create and Update.
type LocationInput struct {
	Street     string
	PostalCode string
	City       string
	// Country is an ISO 3166-1 alpha-2 code; it is upper-cased.
	Country string
	Phone   string
	Email   string
	Lat     float64
	Lng     float64
}

// Normalize trims the fields and upper-cases the country.
func (in *LocationInput) Normalize() {
	in.Street = strings.TrimSpace(in.Street)
	in.PostalCode = strings.TrimSpace(in.PostalCode)
	in.City = strings.TrimSpace(in.City)
	in.Country = strings.ToUpper(strings.TrimSpace(in.Country))
	in.Phone = strings.TrimSpace(in.Phone)
	in.Email = strings.TrimSpace(in.Email)
}

var countryRE = regexp.MustCompile(`^[A-Z]{2}$`)

// Validate checks the input after Normalize.
func (in LocationInput) Validate() error {
	var fe []modules.FieldError
	add := func(field, msg string) { fe = append(fe, modules.FieldError{Field: field, Message: msg}) }
	if len(in.Street) > 255 {
		add("street", "must be at most 255 characters")
	}
	if len(in.PostalCode) > 32 {
		add("postal_code", "must be at most 32 characters")
	}
	if in.City == "" || len(in.City) > 255 {
		add("city", "must be 1 to 255 characters")
	}
	if !countryRE.MatchString(in.Country) {
		add("country", "must be a two-letter country code such as BE")
	}
	if in.Phone != "" && !validPhone(in.Phone) {
		add("phone", "must be a phone number")
	}
	if in.Email != "" && !accounts.ValidEmail(in.Email) {
		add("email", "must be a valid e-mail address")
	}
	if math.IsNaN(in.Lat) || in.Lat < -90 || in.Lat > 90 {
		add("lat", "must be between -90 and 90")
	}
	if math.IsNaN(in.Lng) || in.Lng < -180 || in.Lng > 180 {
		add("lng", "must be between -180 and 180")
	}
	if len(fe) > 0 {
		return modules.Validation(fe...)
	}
	return nil
}

var phoneRE = regexp.MustCompile(`^\+?[0-9 ()./-]{5,40}$`)

// validPhone accepts digits with the usual separators and at least six
// digits.
func validPhone(s string) bool {
	if !phoneRE.MatchString(s) {
		return false
	}
	digits := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			digits++
		}
	}
	return digits >= 6
}
