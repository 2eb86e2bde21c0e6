import { guardEditorsContent } from "./content-guard";
import { PROJECT_ROOT } from "./fixture-site";

// Unit tests run on the tests' own site, never on the editors' content (docs/testing.md).
guardEditorsContent(PROJECT_ROOT, "vitest");
