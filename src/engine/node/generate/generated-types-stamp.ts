import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { packageVersion } from "../package-version";
import { hashSchemaTexts, readSchemaTexts } from "../schema-registry";

export const GENERATED_TYPES_FILE = "src/types/generated/content.ts";

/**
 * The first line of the generated file records what it was generated from and what it says, so the
 * check can tell it is current by hashing (milliseconds) instead of regenerating it with
 * json-schema-to-typescript and prettier (most of a second of loading alone), and still miss nothing:
 * - schemas: every schema file's path and text;
 * - generator: json-schema-to-typescript's and prettier's versions and generate-types.ts itself (its options);
 * - body: the rest of the file, so a hand edit shows.
 */
const STAMP = /^\/\/ @generated schemas=([0-9a-f]{64}) generator=([0-9a-f]{64}) body=([0-9a-f]{64})\n/;

const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

export interface TypesInputs {
  schemas: string;
  generator: string;
}

const GENERATOR_SOURCE = new URL("./generate-types.ts", import.meta.url);

export async function typesInputs(projectRoot: string): Promise<TypesInputs> {
  const schemas = hashSchemaTexts(await readSchemaTexts(projectRoot));
  // prettier formats the output; the version json-schema-to-typescript itself loads is the one that counts.
  const generatorEntry = pathToFileURL(createRequire(import.meta.url).resolve("json-schema-to-typescript")).href;
  const versions = await Promise.all([packageVersion("json-schema-to-typescript", import.meta.url), packageVersion("prettier", generatorEntry)]);
  const generator = sha256(`${versions.join("\0")}\0${await readFile(GENERATOR_SOURCE, "utf8")}`);
  return { schemas, generator };
}

export function stampTypes(body: string, inputs: TypesInputs): string {
  return `// @generated schemas=${inputs.schemas} generator=${inputs.generator} body=${sha256(body)}\n${body}`;
}

export type StampVerdict = "current" | "missing" | "unstamped" | "edited" | "stale";

/** What the committed file says about itself, against the schemas and generator in this project. */
export async function verifyStamp(projectRoot: string): Promise<StampVerdict> {
  const committed = await readFile(join(projectRoot, GENERATED_TYPES_FILE), "utf8").catch(() => undefined);
  if (committed === undefined) return "missing";
  const stamp = STAMP.exec(committed);
  if (!stamp) return "unstamped";
  if (sha256(committed.slice(stamp[0].length)) !== stamp[3]) return "edited";
  const inputs = await typesInputs(projectRoot);
  return stamp[1] === inputs.schemas && stamp[2] === inputs.generator ? "current" : "stale";
}
