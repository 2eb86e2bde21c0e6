import type { Site } from "../../../types/generated/content";
import { isTextPlaceholder } from "../../../lib/text-placeholders";
import type { ContentFile } from "../kinds/content-kind";
import type { ContentListing } from "../kinds/list-content";
import type { ContentNote, ContentProblem, LoadedPost } from "../kinds/types";
import { walkJson } from "../read/json-pointer";
import { problemAt } from "../read/json-source";
import { serviceDayMessage, unknownPlaceholderMessage } from "../rules/site-fact-checks";
import { isFactPlaceholder } from "./fact-placeholders";
import { factRepeatContext, factRepeats, statRepeats, type FactRepeatContext, type MainChurchFacts } from "./fact-repeats";

/** In a post body, a placeholder is a plain name in braces ("{culto-domingo}"), never CSS or code. */
const BODY_PLACEHOLDER = /\{([a-z][a-z-]{0,39})\}/g;

/** The ministries write their own meeting times: only counts and contacts warn there. */
const OWN_TIMES = new Set(["content/ministry.schema.json"]);

const CHURCH_SCHEMA = "content/church.schema.json";
/** A church's own texts; the rest of its file is its facts themselves (its address, its times). */
const CHURCH_TEXTS = ["/note", "/whatsappGreeting"];
/** "18h30", "18h", "19:30", "às 8 h": a time of day written in a text. */
const TIME_IN_TEXT = /(^|[^\w])([01]?\d|2[0-3])\s?(h(?:[0-5]\d)?|:[0-5]\d)(?![\w:])/;

/**
 * Times are data, never prose: a church's note that says "domingos às 18h30" is a time the next-service line, the
 * calendars and Google never read, and that nobody remembers to change. The note points to the church's times.
 */
function churchTimeNotes(file: ContentFile): ContentNote[] {
  const value = file.json.value as { serviceTimes?: unknown };
  const times = Array.isArray(value.serviceTimes) ? problemAt(file.json, "/serviceTimes", "key", "") : undefined;
  // "vão n" + "o campo" or "um campo": Portuguese joins the preposition to the article.
  const where = times ? `o campo "serviceTimes" (Cultos), na linha ${times.line}` : 'um campo "serviceTimes" (Cultos) neste arquivo';
  return CHURCH_TEXTS.flatMap((pointer) => {
    const text = (value as Record<string, unknown>)[pointer.slice(1)];
    const time = typeof text === "string" ? TIME_IN_TEXT.exec(text) : null;
    if (!time) return [];
    const message = `"${time[2]}${time[3]}" é um horário escrito no texto: os horários dos cultos desta igreja vão n${where}, de onde o site calcula o próximo culto e o Google e as agendas os leem. Tire o horário daqui (ou escreva {horarios-dos-cultos}, que mostra os cultos desta igreja)`;
    const at = problemAt(file.json, pointer, "value", message);
    return [{ file: at.file, line: at.line, column: at.column, message: `${pointer}: ${message}` }];
  });
}

function jsonNotes(file: ContentFile, context: FactRepeatContext): ContentNote[] {
  const notes: ContentNote[] = [];
  const note = (pointer: string, message: string) => {
    const at = problemAt(file.json, pointer, "value", message);
    notes.push({ file: at.file, line: at.line, column: at.column, message: `${pointer}: ${message}` });
  };
  const times = !OWN_TIMES.has(file.kind.schema);
  if (file.kind.schema === CHURCH_SCHEMA) {
    const value = file.json.value as Record<string, unknown>;
    for (const pointer of CHURCH_TEXTS) {
      const text = value[pointer.slice(1)];
      if (typeof text === "string") for (const message of factRepeats(text, context, { times: false })) note(pointer, message);
    }
    return [...notes, ...churchTimeNotes(file)];
  }
  walkJson(file.json.value, (_key, value, pointer) => {
    // A PIX key is an identifier the bank registered, not a text: it may be the church's e-mail or phone, and must stay as is.
    if (pointer.endsWith("/pix/key")) return;
    if (typeof value === "string") for (const message of factRepeats(value, context, { times })) note(pointer, message);
    const stat = value as { value?: unknown; label?: unknown } | null;
    if (stat && typeof stat === "object" && typeof stat.value === "string" && typeof stat.label === "string") {
      for (const message of statRepeats(stat.value, stat.label, context)) note(`${pointer}/value`, message);
    }
  });
  return notes;
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** A post body's text between tags: placeholders it cannot use are errors, repeated facts warnings. */
function bodyFindings(file: string, html: string, context: FactRepeatContext): { problems: ContentProblem[]; notes: ContentNote[] } {
  const problems: ContentProblem[] = [];
  const notes: ContentNote[] = [];
  const serviceDays = new Set((context.main.serviceTimes ?? []).map((service) => service.day));
  // Text a reader never sees (style sheets, scripts, comments) is blanked, keeping every offset true:
  // "body{display:none}" is CSS, not a placeholder. The sanitiser reports those elements on its own.
  const visible = html.replace(/<(style|script|template)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi, (hidden) => hidden.replace(/[^\n]/g, " "));
  for (const segment of visible.matchAll(/>([^<]+)</g)) {
    const text = segment[1] ?? "";
    const start = (segment.index ?? 0) + 1;
    for (const message of factRepeats(text, context)) notes.push({ file, ...position(html, start), message });
    for (const match of text.matchAll(BODY_PLACEHOLDER)) {
      const name = match[1] ?? "";
      const at = position(html, start + (match.index ?? 0));
      const message = isFactPlaceholder(name)
        ? serviceDayMessage(name, serviceDays)
        : isTextPlaceholder(name)
          ? `o marcador {${name}} só funciona nos textos de um bloco "prose"; no texto de um artigo ele apareceria entre chaves. Escreva o dado por extenso`
          : unknownPlaceholderMessage(name);
      if (message) problems.push({ file, ...at, pointer: "", message });
    }
  }
  return { problems, notes };
}

/**
 * Facts written out where a placeholder would keep them right (warnings), and placeholders in post
 * bodies the site could not fill (errors), for the whole content once it is valid.
 */
export function factFindings(
  files: ContentFile[],
  posts: LoadedPost[],
  site: Site,
  htmlBodies: ContentListing["htmlBodies"],
): { problems: ContentProblem[]; notes: ContentNote[] } {
  const count = (schema: string) => files.filter((file) => file.kind.schema === schema).length;
  const sede = files.find((file) => file.kind.schema === CHURCH_SCHEMA && (file.json.value as { headquarters?: unknown }).headquarters === true);
  const context = factRepeatContext(site, (sede?.json.value ?? {}) as MainChurchFacts, {
    ministries: count("content/ministry.schema.json"),
    churches: count("content/church.schema.json"),
    testimonies: count("content/testimony.schema.json"),
    events: count("content/event.schema.json"),
  });
  const notes = files.filter((file) => file.kind.schema !== "site.schema.json").flatMap((file) => jsonNotes(file, context));
  const problems: ContentProblem[] = [];
  // A body written in Markdown is a string of its JSON, walked above like any other text; a .html body
  // is read here (a post with both never gets this far).
  for (const post of posts) {
    const bodyFile = post.file.replace(/\.json$/i, ".html");
    const raw = htmlBodies.get(bodyFile) ?? "";
    const found = bodyFindings(bodyFile, `>${raw}<`, context);
    // The body was wrapped in ">…<" so its first and last runs of text are read too: one column back.
    problems.push(...found.problems.map((p) => ({ ...p, column: p.line === 1 ? p.column - 1 : p.column })));
    notes.push(...found.notes.map((n) => ({ ...n, column: n.line === 1 && n.column ? n.column - 1 : n.column })));
  }
  return { problems, notes };
}
