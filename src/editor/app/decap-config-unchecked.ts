/**
 * Stands in for decap-cms-core's constants/configSchema.js in the editor's bundle (src/editor/node/decap-trimmings.ts).
 * Decap checks its configuration on CMS.init with ajv, compiled in the browser (new Function: 'unsafe-eval', and
 * ~60 KB gzip). The editor's configuration is generated and fixed when the editor is built, so Decap's own
 * validateConfig runs on it in the tests instead (tests/unit/cms/decap-config-check.test.ts).
 */
export function validateConfig(): void {}
