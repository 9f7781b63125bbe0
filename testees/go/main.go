// The quicktype Go binding (generated/bindings/go) as a conformance testee (K7, K8): each golden
// value is unmarshalled into its generated type and marshalled again. The protocol is in
// docs/conformance.md: one JSON request per line on stdin, one reply per line on stdout.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"runtime"

	"link-kit/linktypes"
)

type vector struct {
	Type  string  `json:"type"`
	Input *string `json:"input"`
}

type request struct {
	Cmd    string      `json:"cmd"`
	Seq    json.Number `json:"seq"`
	Vector vector      `json:"vector"`
}

func answer(v vector) map[string]any {
	roundtrip, ok := linktypes.Roots[v.Type]
	if !ok || v.Input == nil {
		return map[string]any{"skipped": fmt.Sprintf("no root type %s with a text input", v.Type)}
	}
	out, err := roundtrip([]byte(*v.Input))
	if err != nil {
		return map[string]any{"answer": map[string]any{"error": err.Error()}}
	}
	return map[string]any{"answer": map[string]any{"output": string(out)}}
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 64<<20)
	out := json.NewEncoder(os.Stdout)
	out.SetEscapeHTML(false)
	for in.Scan() {
		var req request
		decoder := json.NewDecoder(bytes.NewReader(in.Bytes()))
		decoder.UseNumber()
		if err := decoder.Decode(&req); err != nil {
			fmt.Fprintln(os.Stderr, "testee-go: a request is not JSON:", err)
			os.Exit(2)
		}
		switch req.Cmd {
		case "start":
			out.Encode(map[string]any{
				"implementation": map[string]any{"name": "quicktype-go", "language": runtime.Version()},
				"kinds":          []string{"serde_roundtrip"},
				"model":          "binding",
			})
		case "stop":
			return
		default:
			reply := answer(req.Vector)
			reply["seq"] = req.Seq
			out.Encode(reply)
		}
	}
}
