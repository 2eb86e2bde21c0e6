// Stands in for esprima in the editor's bundle (src/editor/node/decap-trimmings.ts): js-yaml 3 (gray-matter, in
// decap-cms-core's front-matter formats) takes it only to read `!!js/function` in an unsafe load, which Decap
// never makes, and the editor's files are JSON.
export {};
