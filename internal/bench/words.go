package bench

// Vocabulary of the seeded content.
var (
	adjectives = []string{"Open", "Late", "Summer", "Winter", "Grand", "Little", "Family", "Community", "Evening",
		"Morning", "Spring", "Autumn", "Annual", "Weekly", "Monthly", "Global", "Local", "Modern", "Classic", "Young"}
	themes = []string{"Jazz", "Science", "Film", "Poetry", "Design", "Food", "Wine", "Dance", "History", "Robotics",
		"Gardening", "Photography", "Theatre", "Chess", "Yoga", "Coding", "Pottery", "Architecture", "Folk", "Opera"}
	kinds = []string{"Night", "Workshop", "Festival", "Talk", "Market", "Meetup", "Concert", "Fair", "Tour", "Class",
		"Screening", "Reading", "Exhibition", "Session", "Walk", "Jam"}
	places      = []string{"Hall", "Theatre", "Centre", "Warehouse", "Gallery", "Library", "Park", "Studio", "Club", "Arena"}
	groups      = []string{"Collective", "Society", "Guild", "Friends", "Club", "Foundation", "Network", "Circle", "Works", "Group"}
	streets     = []string{"Main Street", "Rue Haute", "Kerkstraat", "Station Road", "Meir", "Grand Place", "Korenmarkt", "Rue Neuve"}
	costs       = []string{"Free", "0", "5", "10€", "15€", "20", "25", "$40", "10 - 20", "12.50"}
	departments = []string{"Engineering", "Sales", "Operations", "Finance", "People", "Marketing", "Support", "Legal", "Design", "Research"}
	roles       = []string{"Backend Developer", "Account Manager", "Warehouse Operator", "Financial Controller", "HR Partner",
		"Test Engineer", "Data Analyst", "Product Designer", "Support Agent", "Project Manager", "Electrician", "Nurse"}
	firstNames = []string{"Jane", "John", "Amira", "Lucas", "Noor", "Louis", "Emma", "Arthur", "Olivia", "Mohamed", "Elena", "Tom"}
	lastNames  = []string{"Doe", "Peeters", "Janssens", "Maes", "Jacobs", "Dubois", "Lambert", "Martin", "Claes", "Wouters"}
	words      = []string{"river", "light", "music", "garden", "city", "story", "night", "market", "bridge", "colour",
		"voice", "table", "window", "summer", "forest", "harbour", "street", "paper", "glass", "sound", "bread",
		"rhythm", "stone", "canvas", "journey", "festival", "friends", "evening", "morning", "square", "theatre",
		"machine", "island", "lantern", "circle", "mountain", "letter", "season", "mirror", "ocean", "village",
		"workshop", "library", "pattern", "signal", "harvest", "orchard", "meadow", "tower", "engine"}
	cities = []city{
		{"Brussels", "Belgium", "BE", 50.85, 4.35}, {"Antwerp", "Belgium", "BE", 51.22, 4.40}, {"Ghent", "Belgium", "BE", 51.05, 3.72},
		{"Leuven", "Belgium", "BE", 50.88, 4.70}, {"Liège", "Belgium", "BE", 50.63, 5.57}, {"Paris", "France", "FR", 48.86, 2.35},
		{"Lille", "France", "FR", 50.63, 3.06}, {"Amsterdam", "Netherlands", "NL", 52.37, 4.90}, {"Utrecht", "Netherlands", "NL", 52.09, 5.12},
		{"Cologne", "Germany", "DE", 50.94, 6.96}, {"Luxembourg", "Luxembourg", "LU", 49.61, 6.13}, {"London", "United Kingdom", "GB", 51.51, -0.13},
	}
)

type city struct {
	name, country, code string
	lat, lng            float64
}
