import { syntheticPosts } from "../../../src/build/synthetic-posts";
import type { Site } from "../../../src/types/generated/content";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FIXTURE_CONTENT, fixtureSiteJson } from "../../support/fixture-site";
import type { EditorSettings } from "../../../src/editor/shared/editor-settings";

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
/** What docs/hosting.md's deploy section tells people to write in site.json for such a site. */
export const SUB_FOLDER_URL = "https://igreja.github.io/monte-calvario";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const siteJson = (edit: (site: Site) => void): string => {
  const site = { ...fixtureSiteJson(), $schema: "../schemas/site.schema.json" } as Site;
  edit(site);
  return json(site);
};

/**
 * "Publicar em" (scheduled-publishing.spec.ts): a post, an event, a section and a video, all due at 11:00 on
 * 20 November 2026, built a minute before and at that minute. The section that waits links to the post that waits,
 * which the check allows (it appears no earlier); the page counts the agenda's events ({total-eventos}).
 */
export const SCHEDULED = {
  at: "2026-11-20 11:00",
  before: new Date("2026-11-20T10:59:00-03:00"),
  after: new Date("2026-11-20T11:00:00-03:00"),
  post: { id: 50, title: "Uma palavra que espera a sua hora" },
  event: { slug: "vigilia-agendada", title: "Vigília anunciada na hora certa" },
  page: "agendados",
  section: "Uma seção que espera a sua hora",
  video: "Um vídeo que espera a sua hora",
  count: "eventos na agenda deste mês",
};

function scheduledFiles(): Record<string, string> {
  const { at, post, event, page, section, video, count } = SCHEDULED;
  const image = { src: "/images/mes-profetico-01.jpg", alt: "Ilustração usada pelo teste de publicação agendada" };
  return {
    "site-content/posts/2026-11-uma-palavra-que-espera.json": json({
      $schema: "../../schemas/content/post.schema.json",
      id: post.id,
      title: post.title,
      excerpt: "Para tudo há uma ocasião certa; há um tempo certo para cada propósito debaixo do céu.",
      versiculoChave: "Eclesiastes 3:1",
      author: "Pastor de Teste",
      date: "2026-11-20",
      readTime: "2 min",
      category: "Mês Profético",
      publishAt: at,
      body: "Um artigo dos testes, que só aparece no site na hora marcada.",
    }),
    [`site-content/events/${event.slug}.json`]: json({
      $schema: "../../schemas/content/event.schema.json",
      order: 50,
      title: event.title,
      description: "Um evento dos testes, anunciado na agenda só na hora marcada para o anúncio.",
      date: "2026-12-18",
      startTime: "22:00",
      location: "Templo sede – Vila Formosa",
      type: "Evento Especial",
      publishAt: at,
    }),
    [`site-content/pages/${page}.json`]: json({
      $schema: "../../schemas/page.schema.json",
      title: "Publicação agendada",
      description: "Página dos testes automáticos com uma seção e um vídeo que só aparecem na hora marcada.",
      sections: [
        { type: "prose", heading: "A agenda", content: [{ kind: "paragrafo", text: `{total-eventos} ${count}.` }] },
        {
          type: "cta",
          heading: section,
          publishAt: at,
          text: "Uma seção dos testes, com um link para o artigo que aparece na mesma hora.",
          actions: [{ label: "Ler o artigo", href: `/blog/${post.id}` }],
        },
        {
          type: "video-list",
          heading: "Mensagens",
          videos: [
            { video: "https://youtu.be/aqz-KE-bpKQ", title: "Um vídeo que já está no ar", preacher: "Pastor de Teste", date: "2026-11-08", image },
            { video: "https://youtu.be/bqz-KE-bpKQ", title: video, preacher: "Pastor de Teste", date: "2026-11-15", publishAt: at, image },
          ],
        },
      ],
    }),
  };
}

/** Cloudflare Pages reads at most 100 `_headers` rules (src/build/host-limits.ts): a site of 300 top-level pages (host-limits.spec.ts). */
export const MANY_PAGES = 300;

function manyPages(): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: MANY_PAGES }, (_, index) => [
      `site-content/pages/pagina-${index + 1}.json`,
      json({
        $schema: "../../schemas/page.schema.json",
        title: `Página de teste número ${index + 1}`,
        description: `Uma das ${MANY_PAGES} páginas de primeiro nível do teste dos limites da hospedagem: a de número ${index + 1}.`,
        sections: [{ type: "prose", heading: `Seção da página ${index + 1}`, content: [{ kind: "paragrafo", text: `Texto da página ${index + 1}.` }] }],
      }),
    ]),
  );
}

export interface Variant {
  /** Files written over the fixture copy, by path from the project root. */
  files: () => Record<string, string>;
  base: string;
  /** The instant it is built for (what is due, what is over); the run's SOURCE_DATE_EPOCH when not given. */
  builtAt?: Date;
  /**
   * The site as the build publishes it with its editor (dist/admin/), once per kind of editor, each a whole copy of
   * dist/ under `editors/<name>/` (temp-site.ts: variantWithEditor); the site itself, served, has no editor.
   */
  editors?: Record<string, EditorSettings>;
}

/** The editors a site can be published with: not connected yet, and connected to GitHub (scheduled-publishing.spec.ts). */
export const EDITORS = {
  "sem-editor": { mode: "unconfigured" },
  "com-editor": { mode: "github", repo: "igreja-de-teste/site", branch: "main", authScope: "public_repo" },
} satisfies Record<string, EditorSettings>;

/**
 * The sermons' archive a page at a time (island-fallbacks.spec.ts): the fixture's 3 sermons plus 12 older ones, by the
 * preacher of its first, none in a series: 15, so /mensagens shows 12 and "Mostrar mais mensagens".
 */
export const SYNTHETIC_SERMONS = 12;
function syntheticSermons(): Record<string, string> {
  const folder = join(FIXTURE_CONTENT, "sermons");
  const first = readdirSync(folder).find((name) => name.endsWith(".json")) as string;
  const { preacher } = JSON.parse(readFileSync(join(folder, first), "utf8")) as { preacher: string };
  return Object.fromEntries(
    Array.from({ length: SYNTHETIC_SERMONS }, (_, index) => {
      const day = String(index + 1).padStart(2, "0");
      const sermon = {
        $schema: "../../schemas/content/sermon.schema.json",
        title: `Mensagem sintética número ${index + 1}`,
        date: `2026-01-${day}`,
        preacher,
        passages: ["Sl 1"],
        summary: `Uma mensagem dos testes automáticos, a de número ${index + 1}, para que o arquivo tenha mais de uma página.`,
      };
      return [`site-content/sermons/2026-01-${day}-mensagem-sintetica-${index + 1}.json`, json(sermon)];
    }),
  );
}

/** The category the fixture's posts are in: two of every three synthetic posts join it. */
function fixtureBlogCategory(): string {
  const folder = join(FIXTURE_CONTENT, "posts");
  const first = readdirSync(folder).find((name) => name.endsWith(".json")) as string;
  return (JSON.parse(readFileSync(join(folder, first), "utf8")) as { category: string }).category;
}

export const VARIANTS = {
  /** Forms with services to post to, a new page in a full menu, a video page, a blog of 33 posts and 15 sermons. */
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
      ...syntheticSermons(),
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
  /** A post, an event, a section and a video scheduled for 11:00, built at 10:59… */
  "scheduled-before": { base: "/", builtAt: SCHEDULED.before, files: scheduledFiles, editors: EDITORS },
  /** …and at 11:00. */
  "scheduled-after": { base: "/", builtAt: SCHEDULED.after, files: scheduledFiles },
  /** The fixture and 300 more top-level pages. */
  "many-pages": { base: "/", files: manyPages },
} satisfies Record<string, Variant>;

export type VariantName = keyof typeof VARIANTS;
