package rest_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/rest"
)

// chunked writes a POST /graphql whose body is sent with
// Transfer-Encoding: chunked (no Content-Length) on a new connection, and
// reads the answer.
func chunked(t *testing.T, addr string, chunks ...string) (*http.Response, []byte) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(20 * time.Second))
	var b strings.Builder
	fmt.Fprintf(&b, "POST /graphql HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n", addr)
	for _, c := range chunks {
		fmt.Fprintf(&b, "%x\r\n%s\r\n", len(c), c)
	}
	b.WriteString("0\r\n\r\n")
	go func() { _, _ = io.WriteString(conn, b.String()) }() // a refused body may not be read
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no answer to a chunked GraphQL request: %v", err)
	}
	body, _ := io.ReadAll(resp.Body)
	return resp, body
}

// TestGraphQLChunkedBody: a GraphQL POST whose body comes chunked (no
// Content-Length) is answered like any other: run when it fits the body
// limit, 413 TOO_LARGE when it does not.
func TestGraphQLChunkedBody(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	addr := s.Listen(t)

	query := `{"query":"{ events { totalCount } }"}`
	resp, body := chunked(t, addr, query[:10], query[10:])
	if resp.StatusCode != 200 || !strings.Contains(string(body), `"totalCount"`) {
		t.Fatalf("small chunked body: %d %s", resp.StatusCode, body)
	}

	pad := strings.Repeat(" ", 64<<10)
	var chunks []string
	chunks = append(chunks, `{"query":"{ events { totalCount } }",`)
	for range rest.DefaultBodyLimit/len(pad) + 1 {
		chunks = append(chunks, pad)
	}
	chunks = append(chunks, `"operationName":null}`)
	resp, body = chunked(t, addr, chunks...)
	var got struct {
		Errors []struct {
			Extensions struct{ Code string } `json:"extensions"`
		} `json:"errors"`
	}
	_ = json.Unmarshal(body, &got)
	if resp.StatusCode != 413 || len(got.Errors) == 0 || got.Errors[0].Extensions.Code != "TOO_LARGE" {
		t.Fatalf("chunked body over the limit: %d %s", resp.StatusCode, body)
	}
}

// TestGraphQLDeclaredTooLarge: a POST /graphql whose Content-Length is
// over the body limit is answered 413 without waiting for the rest of the
// body (the client here sends 16 KiB: fasthttp reads more than 8 KiB
// ahead before any handler runs), and the connection is closed.
func TestGraphQLDeclaredTooLarge(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	addr := s.Listen(t)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(20 * time.Second))
	fmt.Fprintf(conn, "POST /graphql HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s",
		addr, 10<<20, strings.Repeat(" ", 16<<10))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no answer before the body: %v", err)
	}
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 413 || !strings.Contains(string(body), `"TOO_LARGE"`) || !resp.Close {
		t.Fatalf("%d close=%v %s", resp.StatusCode, resp.Close, body)
	}
}
