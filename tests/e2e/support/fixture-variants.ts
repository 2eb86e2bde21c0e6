import { syntheticPosts } from "../../../src/build/synthetic-posts";
import type { Site } from "../../../src/types/generated/content";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FIXTURE_CONTENT, fixtureSiteJson } from "../../support/fixture-site";

/**
 * The tests' own site (tests/fixtures/site-content) with the edits some browser tests need, each built
 * once per run and shared by every spec that asks for it (temp-site.ts). One variant per base path: every
 * edit that leaves the others' pages alone goes into the same build, so adding a test adds no build.
 */

/** Where the contact and prayer forms post (contato.spec.ts): a form service named in site.json. */
export const FORM_ENDPOINT = "https://formularios.exemplo.com.br/f/contato";
/** Where the newsletter posts (newsletter.spec.ts). */
export const NEWSLETTER_ENDPOINT = "https://listas.exemplo.com.br/f/mes-profetico";

/** What LEIA-ME.md promises editors (new-page.spec.ts): a new page is one JSON file; its menu entry is one line in site.json. */
export const NEW_PAGE_SLUG = "retiro-de-jovens";
export const NEW_PAGE_MENU_ENTRY = { label: "Retiro de Jovens", href: `/${NEW_PAGE_SLUG}` };
export const NEW_PAGE = {
  $schema: "../../schemas/page.schema.json",
  title: "Retiro de Jovens",
  description: "Três dias de louvor, Palavra e amizade na serra, para jovens de 18 a 35 anos da Igreja Monte Calvário.",
  sections: [
    {
      type: "hero",
      eyebrow: "Julho de 2027",
      title: "Retiro de Jovens 2027",
      subtitle: "Três dias para descansar em Deus",
      actions: [{ label: "Quero ir", href: "whatsapp:Olá! Quero ir ao Retiro de Jovens." }],
    },
    {
      type: "prose",
      heading: "Como vai ser",
      content: [{ kind: "paragrafo", text: "Saída da sede na sexta-feira às 19h e volta no domingo à tarde." }],
    },
  ],
};

/**
 * site.schema.json allows 10 menu entries (nav-fit.spec.ts): the fixture's 8, the new page's and the terms page
 * make 10, all with real routes.
 */
export const TENTH_MENU_ENTRY = { label: "Termos de Uso", href: "/termos" };

/** The video-list block on a page the tests own (videos.spec.ts). */
export const VIDEO_ID = "aqz-KE-bpKQ";
export const VIDEOS_SLUG = "videos-teste";
const VIDEOS_PAGE = {
  $schema: "../../schemas/page.schema.json",
  title: "Mensagens em vídeo",
  description: "Página dos testes automáticos com mensagens em vídeo do canal da igreja no YouTube.",
  sections: [
    {
      type: "video-list",
      id: "mensagens",
      heading: "Assista às mensagens",
      videos: [
        {
          video: `https://youtu.be/${VIDEO_ID}?si=compartilhado`,
          title: "Uma mensagem de teste",
          preacher: "Pastor de Teste",
          date: "2026-11-08",
          passage: "Salmos 23",
          image: { src: "/images/mes-profetico-01.jpg", alt: "Ilustração usada pelo teste" },
        },
      ],
    },
  ],
};

/**
 * The blog a page at a time (blog-pagination.spec.ts): the fixture's 3 posts (9 featured, then 8 and 1, all
 * "Mês Profético") plus 30 older ones (ids 10-39): 10 in "Estudos", 20 in "Mês Profético".
 */
const SYNTHETIC_POSTS = { count: 30, firstId: 10 };

/** GitHub Pages serves a project site from /<repository>/ (base-path.spec.ts). */
export const SUB_FOLDER_BASE = "/monte-calvario/";
/** What README's deploy section tells people to write in site.json for such a site. */
export const SUB_FOLDER_URL = "https://igreja.github.io/monte-calvario";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const siteJson = (edit: (site: Site) => void): string => {
  const site = { ...fixtureSiteJson(), $schema: "../schemas/site.schema.json" } as Site;
  edit(site);
  return json(site);
};

export interface Variant {
  /** Files written over the fixture copy, by path from the project root. */
  files: () => Record<string, string>;
  base: string;
}

/** The category the fixture's posts are in: two of every three synthetic posts join it. */
function fixtureBlogCategory(): string {
  const folder = join(FIXTURE_CONTENT, "posts");
  const first = readdirSync(folder).find((name) => name.endsWith(".json")) as string;
  return (JSON.parse(readFileSync(join(folder, first), "utf8")) as { category: string }).category;
}

export const VARIANTS = {
  /** Forms with services to post to, a new page in a full menu, a video page and a blog of 33 posts. */
  edited: {
    base: "/",
    files: () => ({
      "site-content/site.json": siteJson((site) => {
        site.contact.formEndpoint = FORM_ENDPOINT;
        site.contact.newsletterEndpoint = NEWSLETTER_ENDPOINT;
        site.nav.push(NEW_PAGE_MENU_ENTRY, TENTH_MENU_ENTRY);
      }),
      [`site-content/pages/${NEW_PAGE_SLUG}.json`]: json(NEW_PAGE),
      [`site-content/pages/${VIDEOS_SLUG}.json`]: json(VIDEOS_PAGE),
      ...syntheticPosts(SYNTHETIC_POSTS.count, SYNTHETIC_POSTS.firstId, fixtureBlogCategory()),
    }),
  },
  /** The fixture built for a sub-folder, with site.json's url pointing into it. */
  "sub-folder": {
    base: SUB_FOLDER_BASE,
    files: () => ({
      "site-content/site.json": siteJson((site) => {
        site.url = SUB_FOLDER_URL;
      }),
    }),
  },
} satisfies Record<string, Variant>;

export type VariantName = keyof typeof VARIANTS;
