package graph_test

import (
	"bytes"
	"flag"
	"os"
	"testing"

	"github.com/vektah/gqlparser/v2/formatter"

	"corkboard/graph/generated"
)

var update = flag.Bool("update", false, "rewrite golden files")

// TestSchemaGolden prints the executable schema to schema.graphql, the file
// frontend teams generate their types from. It fails when the file is stale;
// run `go test ./graph -update` after a schema change.
func TestSchemaGolden(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	formatter.NewFormatter(&buf).FormatSchema(generated.NewExecutableSchema(generated.Config{}).Schema())
	const golden = "schema.graphql"
	if *update {
		if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(want, buf.Bytes()) {
		t.Fatalf("%s is stale: run `go test ./graph -update` and commit it", golden)
	}
}
