package app_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The layers of Corkboard and what each may import (docs/development.md,
// "Layers"). Imports point one way:
//
//	cmd → internal/app → rest, graph, web → modules/<m> → modules, internal/<infra>, storage
//
// Test files are not checked: tests of a module may build the whole app
// (internal/testkit).
const module = "corkboard"

// moduleExceptions are the imports between modules/<m> packages that are
// allowed: careers and calendar use the accounts module (companies, users)
// and the media library. A new one is a design decision: add it here and
// to the table in docs/development.md.
var moduleExceptions = map[[2]string]bool{
	{"careers", "accounts"}:  true,
	{"careers", "media"}:     true,
	{"calendar", "accounts"}: true,
	{"calendar", "media"}:    true,
}

// layer names the layer of a package path (without the module prefix)
// and, for modules/<m>, the module.
func layer(pkg string) (string, string) {
	first, rest, _ := strings.Cut(pkg, "/")
	switch {
	case first == "cmd":
		return "cmd", ""
	case pkg == "internal/app":
		return "app", ""
	case pkg == "internal/testkit" || strings.HasPrefix(pkg, "internal/testkit/"),
		pkg == "internal/bench" || strings.HasPrefix(pkg, "internal/bench/"):
		return "tools", "" // build the whole app for tests and benchmarks
	case first == "internal":
		return "infra", ""
	case first == "rest":
		return "rest", ""
	case first == "graph":
		return "graph", ""
	case first == "web":
		return "web", ""
	case pkg == "modules":
		return "kernel", ""
	case first == "modules":
		m, _, _ := strings.Cut(rest, "/")
		return "module", m
	case first == "storage":
		return "storage", ""
	}
	return "unknown", ""
}

// mayImport are the layers each layer may import (besides itself, for
// every layer but module, whose packages may import only their own
// module's and the exceptions).
var mayImport = map[string][]string{
	"cmd":     {"app", "tools", "rest", "graph", "web", "module", "kernel", "infra", "storage"},
	"tools":   {"app", "rest", "graph", "web", "module", "kernel", "infra", "storage"},
	"app":     {"rest", "graph", "web", "module", "kernel", "infra", "storage"},
	"rest":    {"graph", "module", "kernel", "infra", "storage"}, // rest mounts GraphQL; graph never imports rest
	"graph":   {"module", "kernel", "infra", "storage"},
	"web":     {},
	"module":  {"kernel", "infra", "storage"},
	"kernel":  {"infra", "storage"},
	"infra":   {"kernel", "infra", "storage"}, // kernel: only infra that no module or the kernel uses (below)
	"storage": {},
}

// allowed reports whether package from may import package to (both
// without the module prefix); foundation is the set of infra packages
// the kernel or a module imports, directly or not, which must import
// neither the kernel nor a module.
func allowed(from, to string, foundation map[string]bool) bool {
	fl, fm := layer(from)
	tl, tm := layer(to)
	if fl == "unknown" || tl == "unknown" {
		return false
	}
	if fl == "module" && tl == "module" {
		return fm == tm || moduleExceptions[[2]string{fm, tm}]
	}
	if fl == "infra" && foundation[from] && (tl == "kernel" || tl == "module") {
		return false
	}
	if fl == tl && fl != "module" {
		return true
	}
	for _, l := range mayImport[fl] {
		if l == tl {
			return true
		}
	}
	return false
}

// repoImports reads the imports of every non-test Go file of the
// repository: package path → Corkboard packages it imports.
func repoImports(t *testing.T) map[string]map[string]bool {
	t.Helper()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("repository root not found from internal/app: %v", err)
	}
	out := map[string]map[string]bool{}
	fset := token.NewFileSet()
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); p != root && (strings.HasPrefix(n, ".") || n == "node_modules" || n == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(p))
		pkg := filepath.ToSlash(rel)
		if out[pkg] == nil {
			out[pkg] = map[string]bool{}
		}
		for _, imp := range f.Imports {
			ip, _ := strconv.Unquote(imp.Path.Value)
			if ip == module || strings.HasPrefix(ip, module+"/") {
				out[pkg][strings.TrimPrefix(strings.TrimPrefix(ip, module), "/")] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// foundationOf returns the infra packages the kernel or a module
// imports, directly or through other infra packages.
func foundationOf(imports map[string]map[string]bool) map[string]bool {
	found := map[string]bool{}
	var visit func(pkg string)
	visit = func(pkg string) {
		for to := range imports[pkg] {
			if l, _ := layer(to); l == "infra" && !found[to] {
				found[to] = true
				visit(to)
			}
		}
	}
	for pkg := range imports {
		if l, _ := layer(pkg); l == "kernel" || l == "module" {
			visit(pkg)
		}
	}
	return found
}

// TestImportsPointOneWay fails when a package imports across the layers
// the wrong way: a module importing a transport, the composition root or
// another module (other than the declared exceptions), the kernel
// importing a module, graph importing rest, infrastructure the modules use
// importing the kernel or a module.
func TestImportsPointOneWay(t *testing.T) {
	imports := repoImports(t)
	if len(imports["modules"]) == 0 || len(imports["internal/app"]) == 0 {
		t.Fatalf("read too little: %d packages", len(imports))
	}
	foundation := foundationOf(imports)
	var bad []string
	for from, tos := range imports {
		for to := range tos {
			if !allowed(from, to, foundation) {
				bad = append(bad, from+" → "+to)
			}
		}
	}
	sort.Strings(bad)
	for _, b := range bad {
		t.Errorf("import against the layers: %s (see docs/development.md, Layers)", b)
	}
}

// TestLayerRules checks the rule itself on imports it must refuse and
// allow, so that TestImportsPointOneWay cannot pass by allowing
// everything.
func TestLayerRules(t *testing.T) {
	foundation := map[string]bool{"internal/changes": true}
	for _, tt := range []struct {
		from, to string
		ok       bool
	}{
		{"cmd/corkboard", "internal/app", true},
		{"internal/app", "rest", true},
		{"internal/app", "graph", true},
		{"rest/calendar", "modules/calendar", true},
		{"graph", "modules/careers", true},
		{"modules/careers", "modules", true},
		{"modules/careers", "modules/accounts", true},
		{"modules/careers", "internal/sqlparams", true},
		{"modules/careers/careerstest", "modules/careers", true},
		{"modules", "internal/changes", true},
		{"modules", "storage", true},
		{"internal/doctor", "modules", true}, // infra no module uses
		{"modules/accounts", "modules/careers", false},
		{"modules/calendar", "modules/careers", false},
		{"modules/careers", "rest/content", false},
		{"modules/calendar", "graph", false},
		{"modules/media", "internal/app", false},
		{"modules", "modules/accounts", false},
		{"modules", "rest", false},
		{"graph", "rest", false},
		{"rest", "internal/app", false},
		{"internal/changes", "modules", false}, // used by the modules
		{"internal/sqlparams", "rest", false},
		{"storage", "modules", false},
		{"unknownpkg", "modules", false},
	} {
		if got := allowed(tt.from, tt.to, foundation); got != tt.ok {
			t.Errorf("%s → %s allowed %v, want %v", tt.from, tt.to, got, tt.ok)
		}
	}
}
