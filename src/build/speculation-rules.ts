import { speculationRules } from "../lib/speculation-rules";
import { scriptHash } from "./inline-scripts";

/** The CSP allows the rules the browser's script inserts by their hash (script-src stays 'self' for everything else). */
export function speculationRulesHash(base: string): string {
  return scriptHash(speculationRules(base));
}
