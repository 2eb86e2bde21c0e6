import type { ParsedJson } from "../read/json-source";
import type { SiteContent } from "./types";

/** A content file as listed; `json` is missing when it failed to parse (a page still exists as a route). */
export interface ListedFile {
  kind: ContentKind;
  /** File name without ".json" ("inicio", "404", "site"). */
  name: string;
  /** Project-relative path with forward slashes. */
  file: string;
  json?: ParsedJson;
}

/** A content file that parsed; what the cross-checks and the collectors read. */
export interface ContentFile extends ListedFile {
  json: ParsedJson;
}

/** An `id` a link fragment can target ("/contato#visite"), with where it is written. */
export interface SectionAnchor {
  id: string;
  pointer: string;
  /** The section's "Publicar em": before then, the page has no such section. */
  publishAt?: string;
}

/**
 * One row per kind of content file. Adding a collection (posts, ministries...) means adding a row
 * here and a field to SiteContent; parsing, validation, cross-checks and reporting follow from it.
 */
export interface ContentKind {
  /** A single file, or a folder where each *.json file is one item. Paths relative to the content folder (content-folder.ts). */
  location: { file: string } | { folder: string };
  /** Path under schemas/. */
  schema: string;
  /** For the summary line ("2 páginas verificadas"). */
  label: { one: string; many: string; feminine: boolean };
  /**
   * Folder kinds: which file names are allowed, which must exist, and which are taken by something else the
   * site publishes at that address (name → what it is, for the message).
   */
  names?: { pattern: RegExp; hint: string; required: Readonly<Record<string, string>>; reserved?: Readonly<Record<string, string>> };
  /** Other files that live beside the items (e.g. a post's .html body), so they are not reported as ignored. */
  companions?: RegExp;
  /** The site path an item is served at, which internal links may point to. */
  route?: (name: string, value?: unknown) => string | undefined;
  /** Ids that link fragments can target; they must be unique within the file. */
  sectionIds?: (value: unknown) => SectionAnchor[];
  /** Puts the validated files into the content object. */
  collect: (files: ContentFile[], content: Partial<SiteContent>) => void;
  count: (content: SiteContent) => number;
}
