/**
 * Valid posts for the scale benchmark, shaped like the real ones (about 5 KB of headings, verses,
 * paragraphs, a list, links and an image) and each with its OWN body: identical bodies would all be
 * one entry in the sanitiser's cache and hide what sanitising a thousand posts costs. Half are written in
 * Markdown, like the real posts, and half in HTML.
 */

const VERSES = [
  ["Lâmpada para os meus pés é a tua palavra e luz para o meu caminho.", "Salmos 119:105"],
  ["As misericórdias do Senhor são a causa de não sermos consumidos.", "Lamentações 3:22"],
  ["Quando passares pelas águas, estarei contigo.", "Isaías 43:2"],
  ["Reconhece-o em todos os teus caminhos, e ele endireitará as tuas veredas.", "Provérbios 3:6"],
  ["Levantai os vossos olhos e vede as terras, que já estão brancas para a ceifa.", "João 4:35"],
  ["Coroas o ano da tua bondade; as tuas pegadas destilam fartura.", "Salmos 65:11"],
] as const;

const OPENINGS = ["Amada igreja,", "Irmãos,", "Querida família Esperança Viva,", "Neste mês,", "Hoje,", "Muitas vezes,"];
const SUBJECTS = [
  "a fidelidade de Deus",
  "a oração perseverante",
  "o cuidado com o próximo",
  "a leitura da Palavra",
  "a gratidão",
  "o perdão",
  "a esperança",
  "a vida em comunhão",
];
const VERBS = ["nos ensina", "nos lembra", "nos convida a perceber", "nos mostra", "nos desafia a viver", "nos consola ao dizer"];
const ENDINGS = [
  "que nenhuma estação da vida está fora das mãos do Senhor.",
  "que a semente plantada em silêncio também dá fruto.",
  "que a caminhada da fé se faz um passo de cada vez.",
  "que a mesa posta em casa pode ser um altar.",
  "que servir é a forma mais simples de adorar.",
  "que a resposta de Deus chega no tempo certo, nem antes nem depois.",
];
const HEADINGS = ["Explicação", "Aplicação pessoal", "Oração", "Desafio do mês"];
const CHALLENGES = [
  "Leia um salmo por dia",
  "Escreva três motivos de gratidão",
  "Ore por um vizinho pelo nome",
  "Visite alguém que está sozinho",
  "Participe de um culto no meio da semana",
];

/** Small deterministic generator, so two runs of the benchmark measure the same posts. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The words of one post, the same whichever way it is written down. */
function postText(id: number, firstId: number) {
  const next = random(id);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const sentence = () => `${pick(OPENINGS)} ${pick(SUBJECTS)} ${pick(VERBS)} ${pick(ENDINGS)}`;
  const paragraph = () => Array.from({ length: 5 + Math.floor(next() * 4) }, sentence).join(" ");
  const [verse, reference] = pick(VERSES);
  const sections = HEADINGS.map((heading) => ({ heading, paragraphs: [paragraph(), paragraph()] }));
  return {
    verse,
    reference,
    image: `/images/mes-profetico-0${1 + (id % 9)}.jpg`,
    other: firstId + Math.floor(next() * Math.max(1, id - firstId)),
    sections,
    challenges: CHALLENGES.map((challenge) => ({ challenge, sentence: sentence() })),
  };
}

/** Hand-written HTML, as a `<name>.html` beside the JSON. */
function htmlBody(id: number, firstId: number): string {
  const { verse, reference, image, other, sections, challenges } = postText(id, firstId);
  const section = ({ heading, paragraphs }: (typeof sections)[number], index: number) => {
    const anchor = index === 2 ? ` id="oracao-${id}"` : "";
    return [`<h2${anchor}>${heading}</h2>`, ...paragraphs.map((text) => `<p>${text}</p>`)].join("\n");
  };
  return [
    `<blockquote><p>“${verse}” (${reference})</p></blockquote>`,
    section(sections[0] as (typeof sections)[number], 0),
    `<p>Reflexão nº ${id}: leia também <a href="/blog/${other}">o artigo ${other}</a>, vá direto à <a href="#oracao-${id}">oração</a> ou <a href="/contato">fale com a secretaria</a>.</p>`,
    `<img src="${image}" alt="Ilustração do artigo ${id}" width="1200" height="630" loading="lazy">`,
    ...sections.slice(1).map((s, i) => section(s, i + 1)),
    `<ul>${challenges.map(({ challenge, sentence }) => `<li><strong>${challenge}:</strong> ${sentence}</li>`).join("")}</ul>`,
  ].join("\n");
}

/**
 * The same words in Markdown, in the JSON's `body`, as the site editor writes a post (the heading a link
 * points at is raw HTML: Markdown headings get no id).
 */
function markdownBody(id: number, firstId: number): string {
  const { verse, reference, image, other, sections, challenges } = postText(id, firstId);
  const section = ({ heading, paragraphs }: (typeof sections)[number], index: number) =>
    [index === 2 ? `<h2 id="oracao-${id}">${heading}</h2>` : `## ${heading}`, ...paragraphs].join("\n\n");
  return [
    `> “${verse}” (${reference})`,
    section(sections[0] as (typeof sections)[number], 0),
    `Reflexão nº ${id}: leia também [o artigo ${other}](/blog/${other}), vá direto à [oração](#oracao-${id}) ou [fale com a secretaria](/contato).`,
    `![Ilustração do artigo ${id}](${image})`,
    ...sections.slice(1).map((s, i) => section(s, i + 1)),
    challenges.map(({ challenge, sentence }) => `- **${challenge}:** ${sentence}`).join("\n"),
  ].join("\n\n");
}

/**
 * `count` posts numbered from `firstId`: every other one written in Markdown (the site editor's way,
 * compiled by marked before it is cleaned), the rest as hand-written .html bodies, so the benchmark
 * measures both paths. One in three is in "Estudos", the others in `category` (a site's own blog category,
 * where a test filters by it).
 */
export function syntheticPosts(count: number, firstId: number, category = "Palavra do Mês"): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const year = 2000 + Math.floor(i / 12);
    const month = String((i % 12) + 1).padStart(2, "0");
    const name = `${year}-${month}-sintetico-${id}`;
    const markdown = i % 2 === 1;
    files[`site-content/posts/${name}.json`] = JSON.stringify({
      $schema: "../../schemas/content/post.schema.json",
      id,
      title: `Palavra sintética número ${id}`,
      // Each post its own summary: the check refuses two posts with one excerpt and key verse (their Google snippet).
      excerpt: `Lâmpada para os meus pés é a tua palavra e luz para o meu caminho (estudo ${id}).`,
      versiculoChave: "Salmos 119:105",
      author: "Equipe do Benchmark",
      date: `${year}-${month}-01`,
      readTime: "4 min",
      category: i % 3 === 0 ? "Estudos" : category,
      ...(markdown ? { body: markdownBody(id, firstId) } : {}),
    });
    if (!markdown) files[`site-content/posts/${name}.html`] = htmlBody(id, firstId);
  }
  return files;
}
