// The one interface every harness adapter implements (STYLE 19): everything the kit knows about a
// harness (its names, settings file and format, hook events and input, transcript format and
// reader, the harness's own text in its user channel, memory files, whether SessionStart returns
// context) is answered by its adapter. Other modules ask the registry (index.ts) and never name a
// harness. A new harness is one adapter file beside this one, added to the registry, plus its
// fixtures (ARCHITECTURE.md, "Adding a harness").
export {};
