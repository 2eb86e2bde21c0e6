import { withBase } from "@/lib/base-path";
import { PENCILS_FLAG } from "@/lib/pencils-flag";
import { PENCIL_MAP_PATH, SEDE_SERVICES_ATTRIBUTE, editorHref, type EditTarget, type PencilMap, type PencilSection, type PencilWords } from "@/lib/edit-links";
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from "@/site/islands/island-definition";
import { BAR_CLASS, PENCIL_CLASS, PENCIL_CSS, PENCIL_ICON } from "./pencil-styles";

const MARK = "data-lapis";
const EDITOR = withBase("/admin/");
const POST_LINK = /^\/blog\/\d+$/;
/** A sermon's page (/mensagens/<file name>): the archive's pages (series, preachers, books) have a folder more. */
const SERMON_LINK = /^\/mensagens\/[a-z0-9-]+$/;

/** The page's route as the build names it: without the site's base, ".html" or a trailing slash. */
function currentRoute(): string {
  const base = withBase("");
  const path = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : location.pathname;
  const clean = path
    .replace(/\.html$/, "")
    .replace(/\/+$/, "")
    .replace(/^\/index$/, "");
  return clean === "" ? "/" : clean;
}

const spaced = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** Islands whose pencils wait for React to take them over, by island. */
const waiting = new Map<Element, (() => void)[]>();

/**
 * An island (src/site/islands/) must be exactly as the build wrote it when React takes it over, or React throws it
 * away: a pencil inside one goes in once it has hydrated. The editor's browser wakes it at once, as a visitor's first
 * touch would (hydrate-islands.ts listens for it), so its pencils do not wait for one.
 */
function unlessAsleep(host: Element, add: () => void): void {
  const island = host.closest(`[${ISLAND_ATTRIBUTE}]`);
  if (!island || island.hasAttribute(HYDRATED_ATTRIBUTE)) return add();
  const queued = waiting.get(island);
  if (queued) return void queued.push(add);
  waiting.set(island, [add]);
  new MutationObserver((_, observer) => {
    if (!island.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    for (const later of waiting.get(island) ?? []) later();
    waiting.delete(island);
  }).observe(island, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  island.dispatchEvent(new FocusEvent("focusin"));
}

/** A 44 px pencil in the corner of `host`, leading to the field; the first thing of it a keyboard reaches. */
function addPencil(host: Element, label: string, target: EditTarget): void {
  unlessAsleep(host, () => placePencil(host, label, target));
}

function placePencil(host: Element, label: string, target: EditTarget): void {
  if (host.querySelector(`:scope > [${MARK}]`)) return;
  const pencil = document.createElement("a");
  pencil.className = PENCIL_CLASS;
  pencil.href = editorHref(EDITOR, target);
  // A target, even this one (the same tab), keeps the browser from prerendering the editor when a finger rests on the
  // pencil: the speculation rules and the prefetch fallback leave links with a target alone.
  pencil.target = "_self";
  pencil.setAttribute(MARK, "");
  pencil.setAttribute("aria-label", label);
  pencil.title = label;
  pencil.innerHTML = PENCIL_ICON;
  // Its corner is the host's: a host laid out in the flow becomes the pencil's frame, nothing else moves.
  if (host instanceof HTMLElement && getComputedStyle(host).position === "static") host.style.position = "relative";
  host.prepend(pencil);
}

/** The card a heading or a link names: the list item or article around it. */
const cardOf = (element: Element, section: Element): Element | undefined => {
  const card = element.closest("article, li");
  return card && card !== section && section.contains(card) ? card : undefined;
};

/** A section's own pencil, and one on each card it shows whose heading is an item's name (in order, each heading once). */
function markSection(element: Element, section: PencilSection, words: PencilWords): void {
  addPencil(element, `${words.editSection}: ${section.label}`, section.target);
  const headings = [...element.querySelectorAll("h2, h3, h4")];
  const used = new Set<Element>();
  for (const item of section.items ?? []) {
    const heading = headings.find((candidate) => !used.has(candidate) && spaced(candidate.textContent) === spaced(item.name));
    const card = heading && cardOf(heading, element);
    if (!heading || !card) continue;
    used.add(heading);
    addPencil(card, `${words.editItem} ${item.kind}: ${item.name}`, item.target);
  }
}

/** Every card that links to a post (the blog's list, a post's "leia também"), wherever it is: its own pencil. */
function markPosts(main: Element, map: PencilMap): void {
  for (const link of main.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    if (link.hasAttribute(MARK) || link.origin !== location.origin) continue;
    const base = withBase("");
    const route = link.pathname.startsWith(base) ? link.pathname.slice(base.length) : link.pathname;
    const entry = POST_LINK.test(route) || SERMON_LINK.test(route) ? map.routes[route] : undefined;
    const card = entry && cardOf(link, main);
    // A post's or a sermon's card says its title; another card that links to one (a block's own text) is its section's.
    const label = entry?.kind ? `Editar ${entry.kind}` : map.words.editPost;
    if (entry && card && spaced(card.textContent).includes(spaced(entry.label))) addPencil(card, `${label}: ${entry.label}`, entry.target);
  }
}

/** "Parar de mostrar os lápis": forgets the flag in this browser and takes every pencil away. */
function addStopButton(words: PencilWords): void {
  const stop = document.createElement("button");
  stop.type = "button";
  stop.className = BAR_CLASS;
  stop.setAttribute(MARK, "");
  stop.innerHTML = PENCIL_ICON;
  const label = document.createElement("span");
  // The church's words: text, never markup.
  label.textContent = words.stopPencils;
  stop.append(label);
  stop.addEventListener("click", () => {
    try {
      localStorage.removeItem(PENCILS_FLAG);
    } catch {
      // Nothing stored, nothing to forget.
    }
    for (const element of document.querySelectorAll(`[${MARK}]`)) element.remove();
  });
  document.body.append(stop);
}

async function readMap(): Promise<PencilMap | undefined> {
  try {
    const response = await fetch(withBase(PENCIL_MAP_PATH));
    return response.ok ? ((await response.json()) as PencilMap) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The editor takes no part in the site's page transitions (index.html opts the site's pages in): leaving for it, the
 * browser gives up the transition it started, with a rejection nobody would handle. Skipped here, and its end heard.
 */
function skipTransitionToEditor(): void {
  addEventListener("pageswap", (event) => {
    const { viewTransition, activation } = event as Event & {
      viewTransition?: { ready: Promise<void>; skipTransition(): void } | null;
      activation?: { entry?: { url: string } } | null;
    };
    const to = activation?.entry?.url;
    if (!viewTransition || !to || !new URL(to).pathname.startsWith(EDITOR)) return;
    viewTransition.ready.catch(() => undefined);
    viewTransition.skipTransition();
  });
}

/**
 * The pencils of a browser that has opened the editor (docs/site-editor.md, "Pencils on the site"): one on each
 * section of the page and on each post, event, ministry, church, group and video it shows, and one on the footer for
 * the site's settings, each opening the editor
 * at that entry with that section or item open and its first field focused (src/editor/app/field-links.ts). What
 * each part of the page is comes from the build (/data/lapis.json): a page's sections are the children of <main>
 * in order (an island's props beside it and the CSS of what lies below the first section aside: src/build/first-screen.ts),
 * cards are found by their heading or their link to a post.
 */
export async function showPencils(): Promise<void> {
  const style = document.createElement("style");
  style.setAttribute(MARK, "");
  style.textContent = PENCIL_CSS;
  document.head.append(style);
  skipTransitionToEditor();
  // The words come with the map: without it (an older build, no network) there is nothing to show or to stop.
  const map = await readMap();
  if (!map) return;
  const { words } = map;
  addStopButton(words);
  const page = map.routes[currentRoute()];
  const main = document.querySelector("main");
  if (!page || !main) return;
  const sections = [...main.children].filter((child) => child.tagName !== "SCRIPT" && child.tagName !== "STYLE");
  if (page.sections && sections.length === page.sections.length)
    sections.forEach((element, index) => markSection(element, page.sections?.[index] as PencilSection, words));
  else if (!page.sections) {
    // A page made from one entry (a post, a sermon, a series, a preacher): its header, by its title.
    const title = main.querySelector("h1");
    const header = title?.closest("header") ?? title?.parentElement;
    if (header) addPencil(header, `${page.kind ? `Editar ${page.kind}` : words.editPost}: ${page.label}`, page.target);
  }
  // The header and the footer every page shares (contacts, menu) are the site's settings; the services they show are
  // the sede's, in its own file.
  const footer = document.querySelector("body footer");
  if (footer) addPencil(footer, words.editSite, { entry: "site/site", path: "" });
  const services = footer?.querySelector(`[${SEDE_SERVICES_ATTRIBUTE}]`);
  if (map.sede && services) addPencil(services, `${words.editSedeServices}: ${map.sede.label}`, map.sede.target);
  markPosts(main, map);
  // "Mostrar mais artigos", the category filter and a woken island bring cards later: they get their pencils as they come.
  new MutationObserver(() => markPosts(main, map)).observe(main, { childList: true, subtree: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}

// Loaded only for an editor (editor-pencils.ts): loading is showing.
void showPencils();
