import { copyFile, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { buildStamp } from "../../src/build/build-stamp";

/**
 * A season of the edits volunteers make, applied to a copy of whatever content is there. Each edit
 * picks its target from the content itself (never a file name or text of today's site), so the
 * rehearsal keeps working as the real content changes. Every edit leaves the content valid: the
 * rehearsal then proves that valid content passes the browser checks (tests/content-season/run.ts).
 */

type Json = Record<string, unknown>;
type Edit = { name: string; apply: (folder: string) => Promise<void> };

const read = async (file: string): Promise<Json> => JSON.parse(await readFile(file, "utf8")) as Json;
// The shape the formatter and the CMS write: 2 spaces, final newline, keys in their order.
const write = (file: string, value: unknown) => writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
const jsonFiles = async (folder: string) => (await readdir(folder)).filter((name) => name.endsWith(".json")).sort();

function laterTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const total = (hours * 60 + minutes + 30) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** Every "#id" written anywhere in the content: a section with such an id is someone's link target. */
async function linkedIds(folder: string): Promise<Set<string>> {
  const texts: string[] = [];
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.(json|html)$/.test(entry.name)) texts.push(await readFile(join(entry.parentPath, entry.name), "utf8"));
  }
  return new Set([...texts.join("\n").matchAll(/#([a-z0-9-]+)/g)].map((match) => match[1] ?? ""));
}

/** Every church another file chooses by its file name ("church": "teresina" in an event, a célula, a sermon): deleting it would break them. */
async function chosenChurches(folder: string): Promise<Set<string>> {
  const chosen = new Set<string>();
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".json")) continue;
    const text = await readFile(join(entry.parentPath, entry.name), "utf8");
    for (const match of text.matchAll(/"church":\s*"([a-z0-9-]+)"/g)) chosen.add(match[1] ?? "");
  }
  return chosen;
}

/** The church marked "headquarters": true, where the frame's times and address come from. */
async function sedeFile(folder: string): Promise<string | undefined> {
  for (const name of await jsonFiles(join(folder, "churches")))
    if ((await read(join(folder, "churches", name))).headquarters === true) return join(folder, "churches", name);
  return undefined;
}

/**
 * The name an editor ends up with when the one they wanted is taken (the check refuses two ministries,
 * pages or menu entries with one name): "Doações", else "Doações 2", "Doações 3"... Compared as the
 * check compares them, so a season applied to content that already has its edits stays valid.
 */
export function freshName(wanted: string, taken: Iterable<unknown>): string {
  const used = new Set([...taken].map((name) => String(name).trim().toLocaleLowerCase("pt-BR")));
  let name = wanted;
  for (let n = 2; used.has(name.toLocaleLowerCase("pt-BR")); n++) name = `${wanted} ${n}`;
  return name;
}

/** A file name no item of the folder has yet ("casais", else "casais-2"...). */
async function freshFile(folder: string, wanted: string): Promise<string> {
  const names = new Set((await readdir(folder)).map((name) => name.replace(/\.[^.]+$/, "")));
  return freshName(wanted, names).replace(/ /g, "-");
}

/** Copies the collection's first item under a fresh file name, changed by `change`; returns the copy. */
async function addCopy(folder: string, collection: string, newName: string, change: (item: Json, all: Json[]) => void): Promise<Json> {
  const names = await jsonFiles(join(folder, collection));
  const all = await Promise.all(names.map((name) => read(join(folder, collection, name))));
  const item = structuredClone(all[0] as Json);
  item.order = Math.max(0, ...all.map((other) => Number(other.order) || 0)) + 1;
  change(item, all);
  await write(join(folder, collection, `${await freshFile(join(folder, collection), newName)}.json`), item);
  return item;
}

async function removeLast(folder: string, collection: string, keep: (item: Json, slug: string) => boolean = () => false) {
  const names = await jsonFiles(join(folder, collection));
  for (const name of names.reverse()) {
    if (names.length < 3 || keep(await read(join(folder, collection, name)), name.replace(/\.json$/, ""))) continue;
    await rm(join(folder, collection, name));
    return;
  }
}

/** New sermons, the passage typed as a Brazilian types it: the season publishes the first one the content lacks. */
const NEW_SERMONS = [
  {
    file: "elevo-os-olhos-para-os-montes",
    title: "Elevo os olhos para os montes",
    passages: ["Sl 121"],
    summary: "De onde vem o socorro? O salmo dos peregrinos lembra que quem guarda a igreja não dormita: uma palavra para a semana que começa.",
    notes:
      "## Para guardar\n\n> “O meu socorro vem do Senhor, que fez o céu e a terra.” (Salmos 121:2)\n\n- Ele não deixa vacilar o teu pé.\n- Ele guarda a tua entrada e a tua saída.",
  },
  {
    file: "alegrei-me-quando-me-disseram",
    title: "Alegrei-me quando me disseram",
    passages: ["Sl 122.1-9"],
    summary: "Subir juntos à casa do Senhor: o salmo que os peregrinos cantavam na estrada fala da alegria de chegar e da paz que se pede para quem fica.",
    notes:
      "## Para guardar\n\n> “Alegrei-me quando me disseram: Vamos à casa do Senhor.” (Salmos 122:1)\n\n- Orem pela paz de Jerusalém.\n- Por amor da casa do Senhor, buscarei o teu bem.",
  },
];

/** New posts, in Markdown (a heading, the key verse as a quote, emphasis and a list): the season publishes the first one the content lacks. */
const NEW_POSTS = [
  {
    file: "9999-firmes-na-esperanca",
    title: "Firmes na esperança",
    excerpt: "Retenhamos firmes a confissão da nossa esperança, porque fiel é o que prometeu.",
    versiculoChave: "Hebreus 10:23",
    body: [
      "## Explicação",
      "> “Retenhamos firmes a confissão da nossa esperança, porque fiel é o que prometeu.” (Hebreus 10:23)",
      "A esperança cristã não é um desejo vago: é a confiança em quem **prometeu** e é *fiel*.",
      "## Desafio do mês",
      "- Leia Hebreus 10 durante a semana.\n- Conte a alguém uma promessa que Deus já cumpriu na sua vida.",
    ].join("\n\n"),
  },
  {
    file: "9999-alegres-na-esperanca",
    title: "Alegres na esperança",
    excerpt: "Alegrai-vos na esperança, sede pacientes na tribulação, perseverai na oração.",
    versiculoChave: "Romanos 12:12",
    body: [
      "## Explicação",
      "> “Alegrai-vos na esperança, sede pacientes na tribulação, perseverai na oração.” (Romanos 12:12)",
      "Paulo junta três atitudes numa frase só: a **alegria** de quem espera, a *paciência* de quem atravessa a luta e a oração que não desiste.",
      "## Desafio do mês",
      "- Escolha um horário fixo para orar todos os dias.\n- Anote uma oração respondida e conte na sua célula.",
    ].join("\n\n"),
  },
];

export const SEASON_OF_EDITS: Edit[] = [
  {
    name: "publish Sunday's sermon: the next part of the current series, its preacher and series chosen from the lists, the passage typed as usual",
    apply: async (folder) => {
      const people = await jsonFiles(join(folder, "people"));
      const names = await jsonFiles(join(folder, "sermons"));
      if (people.length === 0) return;
      const sermons = await Promise.all(names.map((name) => read(join(folder, "sermons", name))));
      const newest = [...sermons].sort((a, b) => String(b.date).localeCompare(String(a.date)))[0];
      const series = (newest?.series as string | undefined) ?? (await jsonFiles(join(folder, "series")))[0]?.replace(/\.json$/, "");
      const parts = sermons.filter((sermon) => sermon.series === series).map((sermon) => Number(sermon.part) || 0);
      const date = newest ? new Date(Date.parse(`${String(newest.date)}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10) : "2026-11-29";
      // The same depth as the pages' "$schema": the copy may live deeper than site-content/.
      const { $schema } = await read(join(folder, "pages/inicio.json"));
      // Each Sunday preaches its own text: the season publishes the first of NEW_SERMONS the content lacks.
      const titles = sermons.map((sermon) => sermon.title);
      const next = NEW_SERMONS.find((candidate) => !titles.includes(candidate.title)) ?? NEW_SERMONS[0];
      if (!next) return;
      const sermon: Json = {
        $schema: String($schema).replace("page.schema.json", "content/sermon.schema.json"),
        title: freshName(next.title, titles),
        date,
        preacher: (people[0] as string).replace(/\.json$/, ""),
        ...(series ? { series, part: Math.max(0, ...parts) + 1 } : {}),
        passages: next.passages,
        summary: freshName(
          next.summary,
          sermons.map((sermon) => sermon.summary),
        ),
        notes: next.notes,
      };
      await write(join(folder, "sermons", `${await freshFile(join(folder, "sermons"), `${date}-${next.file}`)}.json`), sermon);
    },
  },
  {
    name: "reorder the home page's sections (the last one moves to the top)",
    apply: async (folder) => {
      const file = join(folder, "pages/inicio.json");
      const page = await read(file);
      const sections = page.sections as Json[];
      sections.unshift(sections.pop() as Json);
      await write(file, page);
    },
  },
  {
    name: "move every regular service of the sede 30 minutes later and change its secretariat's closing time",
    apply: async (folder) => {
      const file = await sedeFile(folder);
      if (!file) return;
      const sede = await read(file);
      for (const service of (sede.serviceTimes ?? []) as Json[]) service.time = laterTime(String(service.time));
      const secretariat = sede.secretariat as Json | undefined;
      if (secretariat) secretariat.closes = laterTime(String(secretariat.closes));
      await write(file, sede);
    },
  },
  {
    name: "add a ministry and delete another",
    apply: async (folder) => {
      const added = await addCopy(folder, "ministries", "ministerio-de-casais-ensaio", (item, all) => {
        item.name = freshName(
          "Ministério de Casais",
          all.map((ministry) => ministry.name),
        );
        item.description = "Casais que caminham juntos na fé, com encontros mensais de conversa, oração e cuidado uns com os outros.";
        item.ageRange = "Casais de todas as idades";
        item.schedule = "Primeiro sábado do mês, 20h";
      });
      await removeLast(folder, "ministries", (item) => item.name === added.name);
    },
  },
  {
    name: "add an event and delete a church that is not the sede, nor chosen by another file",
    apply: async (folder) => {
      // Applied twice, the second "Noite de Louvor" falls a week after the first: one title on two days, as a monthly event has.
      await addCopy(folder, "events", "noite-de-louvor-ensaio", (item, all) => {
        // A week after the last event, and never in the past: a build leaves out the events already over.
        const today = buildStamp().toISOString().slice(0, 10);
        const latest = [today, ...all.map((event) => String(event.date))].sort().at(-1) ?? today;
        const date = new Date(`${latest}T12:00:00Z`);
        date.setUTCDate(date.getUTCDate() + 7);
        item.title = "Noite de Louvor e Adoração";
        item.description = "Uma noite inteira dedicada ao louvor, com o ministério de música e um tempo de oração pelas famílias.";
        item.date = date.toISOString().slice(0, 10);
      });
      const chosen = await chosenChurches(folder);
      await removeLast(folder, "churches", (church, slug) => church.headquarters === true || chosen.has(slug));
    },
  },
  {
    name: "announce a retreat of three days, with its last day and the hour it ends then",
    apply: async (folder) => {
      await addCopy(folder, "events", "retiro-ensaio", (item, all) => {
        // A Friday-to-Sunday three weeks after the last event: never in the past, and never on the Noite de Louvor's day.
        const today = buildStamp().toISOString().slice(0, 10);
        const latest = [today, ...all.map((event) => String(event.endDate ?? event.date))].sort().at(-1) ?? today;
        const first = new Date(`${latest}T12:00:00Z`);
        first.setUTCDate(first.getUTCDate() + 21);
        const last = new Date(first);
        last.setUTCDate(last.getUTCDate() + 2);
        item.title = "Retiro de Casais na Serra";
        item.description = "Três dias de descanso, Palavra e oração para os casais da igreja, numa chácara na serra. Inscrições na secretaria.";
        item.date = first.toISOString().slice(0, 10);
        item.endDate = last.toISOString().slice(0, 10);
        item.startTime = "19:00";
        item.endTime = "12:00";
      });
    },
  },
  {
    name: "add a testimony",
    apply: async (folder) => {
      await addCopy(folder, "testimonies", "testemunho-ensaio", (item, all) => {
        item.title = freshName(
          "Encontrei uma família na fé",
          all.map((testimony) => testimony.title),
        );
        item.author = "Renata Alves Pereira";
        item.text =
          "Cheguei sozinha, depois de uma mudança de cidade, sem conhecer ninguém em São Paulo, e fui recebida com um abraço na porta logo no primeiro culto. Aos poucos ganhei amigas, um grupo de oração e um lugar para servir. Hoje estou na equipe de recepção e sei que Deus cuidou de cada detalhe.";
      });
    },
  },
  {
    name: "add a page /doacoes and put it in the menu",
    apply: async (folder) => {
      // The same "$schema" as the page beside it: the copy may live deeper than site-content/.
      const { $schema } = await read(join(folder, "pages/inicio.json"));
      const pages = await Promise.all((await jsonFiles(join(folder, "pages"))).map((name) => read(join(folder, "pages", name))));
      const file = join(folder, "site.json");
      const site = await read(file);
      const nav = site.nav as Json[];
      // Once the site has a "Doações" page and menu entry, the editor's second one needs its own name and address.
      const title = freshName("Doações", [...pages.map((page) => page.title), ...nav.map((entry) => entry.label)]);
      const slug = await freshFile(join(folder, "pages"), "doacoes");
      const page = {
        $schema,
        title,
        description: `Como contribuir com a obra da igreja (${title}): ofertas voluntárias entregues só nos canais oficiais.`,
        sections: [
          { type: "hero", id: slug, title: "Contribua com a Obra", subtitle: "Toda oferta é voluntária e entregue com alegria." },
          { type: "prose", id: "como-contribuir", content: [{ kind: "paragrafo", text: "As ofertas são recebidas nos cultos e na secretaria da sede." }] },
        ],
      };
      await write(join(folder, `pages/${slug}.json`), page);
      // The schema allows ten entries: a full menu gives up its last one, as an editor would.
      if (nav.length >= 10) nav.pop();
      nav.push({ label: title, href: `/${slug}` });
      await write(file, site);
    },
  },
  {
    name: "publish a new post, with a photo from a subfolder in its text, and choose it as the featured one in the site's settings",
    apply: async (folder) => {
      // A photo put in a folder of its own, as a volunteer organises them, shown only by the post's text.
      const photo = (await readdir(join(folder, "images"))).find((name) => name.endsWith(".jpg"));
      const names = await jsonFiles(join(folder, "posts"));
      const posts = await Promise.all(names.map(async (name) => ({ name, post: await read(join(folder, "posts", name)) })));
      const newest =
        posts
          .map(({ post }) => String(post.date))
          .sort()
          .at(-1) ?? "2030-01-01";
      const date = new Date(`${newest}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() + 30);
      const template = posts[0];
      if (!template) return;
      const titles = posts.map(({ post }) => post.title);
      const excerpts = posts.map(({ post }) => post.excerpt);
      // A post already published gets a sequel the check accepts: its own title and key verse text.
      const next = NEW_POSTS.find((candidate) => !titles.includes(candidate.title)) ?? NEW_POSTS[0];
      if (!next) return;
      const post = {
        ...template.post,
        id: Math.max(...posts.map(({ post }) => Number(post.id))) + 1,
        title: freshName(next.title, titles),
        excerpt: freshName(next.excerpt, excerpts),
        versiculoChave: next.versiculoChave,
        date: date.toISOString().slice(0, 10),
      };
      let body = next.body;
      if (photo) {
        await mkdir(join(folder, "images/fotos-dos-cultos"), { recursive: true });
        await copyFile(join(folder, "images", photo), join(folder, "images/fotos-dos-cultos/culto-da-esperanca.jpg"));
        body += "\n\n![A igreja reunida no culto da esperança](/images/fotos-dos-cultos/culto-da-esperanca.jpg)";
      }
      await write(join(folder, `posts/${await freshFile(join(folder, "posts"), next.file)}.json`), { ...post, body });
      // The newest post is featured by itself; the season chooses it by its number too, as a volunteer may.
      const siteFile = join(folder, "site.json");
      await write(siteFile, { ...(await read(siteFile)), featuredPost: post.id });
    },
  },
  {
    name: 'schedule a post for next week ("Publicar em"): the build leaves it out of every output until then',
    apply: async (folder) => {
      const names = await jsonFiles(join(folder, "posts"));
      const posts = await Promise.all(names.map((name) => read(join(folder, "posts", name))));
      const template = posts.find((post) => typeof post.body === "string") ?? posts[0];
      if (!template) return;
      // A week after the build's instant, as São Paulo's clock says it (UTC−3).
      const due = new Date(buildStamp().getTime() + 7 * 86_400_000 - 3 * 3_600_000).toISOString();
      const next = NEW_POSTS.at(-1) ?? NEW_POSTS[0];
      if (!next) return;
      const post = {
        ...template,
        id: Math.max(...posts.map((post) => Number(post.id))) + 1,
        title: freshName(
          `${next.title} (agendado)`,
          posts.map((post) => post.title),
        ),
        excerpt: freshName(
          `${next.excerpt} Amém.`,
          posts.map((post) => post.excerpt),
        ),
        versiculoChave: next.versiculoChave,
        date: due.slice(0, 10),
        publishAt: `${due.slice(0, 10)} ${due.slice(11, 16)}`,
        body: next.body,
      };
      await write(join(folder, `posts/${await freshFile(join(folder, "posts"), `${next.file}-agendado`)}.json`), post);
    },
  },
  {
    name: "remove a section no link points at from a page with several, of a kind another section still shows",
    apply: async (folder) => {
      const linked = await linkedIds(folder);
      // Every kind of block the content shows stays shown somewhere: the rehearsal is the whole suite's browser run
      // over the editors' content (tests/suite/suites.ts), so no block of site-content/ may drop out of it.
      const kinds = new Map<string, number>();
      for (const name of await jsonFiles(join(folder, "pages"))) {
        for (const section of (await read(join(folder, "pages", name))).sections as Json[])
          kinds.set(String(section.type), (kinds.get(String(section.type)) ?? 0) + 1);
      }
      for (const name of await jsonFiles(join(folder, "pages"))) {
        if (name === "inicio.json" || name.startsWith("doacoes")) continue;
        const file = join(folder, "pages", name);
        const page = await read(file);
        const sections = page.sections as Json[];
        // Blocks other content depends on stay (the blog list behind ?category= links, the contact form).
        const index = sections.findLastIndex(
          (section, i) =>
            i > 0 &&
            !linked.has(String(section.id)) &&
            !["post-list", "contact-form"].includes(String(section.type)) &&
            (kinds.get(String(section.type)) ?? 0) > 1,
        );
        if (sections.length < 3 || index < 0) continue;
        sections.splice(index, 1);
        await write(file, page);
        return;
      }
    },
  },
];

/**
 * The season, twice: the second time on content that already has every edit of the first, as when
 * two volunteers make the same change (a second "Doações" page, a second "Ministério de Casais").
 */
export async function applySeasonOfEdits(folder: string, log: (line: string) => void): Promise<void> {
  for (const round of [1, 2]) {
    for (const edit of SEASON_OF_EDITS) {
      await edit.apply(folder);
      log(`  ✎ ${round === 2 ? "again: " : ""}${edit.name}`);
    }
  }
}
