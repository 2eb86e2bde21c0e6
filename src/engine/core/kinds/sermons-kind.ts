import type { ContentKind } from "./content-kind";

/**
 * Where the sermons live on the site: each at /mensagens/<file name>, a series at /mensagens/series/<file name>, a
 * preacher at /mensagens/pregadores/<file name>, a book of the Bible at /mensagens/livros/<its name>, the podcast at /mensagens/podcast.xml (one per series under
 * /mensagens/podcast/). Fixed, like /blog/<id>: shared links and podcast apps must find them again.
 */
export const SERMONS_ROUTE = "/mensagens";
export const SERIES_FOLDER = "series";
export const PREACHERS_FOLDER = "pregadores";
export const PODCAST_FOLDER = "podcast";
export const BOOKS_FOLDER = "livros";

export const sermonRoute = (slug: string) => `${SERMONS_ROUTE}/${slug}`;
export const seriesRoute = (slug: string) => `${SERMONS_ROUTE}/${SERIES_FOLDER}/${slug}`;
export const preacherRoute = (slug: string) => `${SERMONS_ROUTE}/${PREACHERS_FOLDER}/${slug}`;
export const bookRoute = (slug: string) => `${SERMONS_ROUTE}/${BOOKS_FOLDER}/${slug}`;
export const podcastPath = (seriesSlug?: string) =>
  seriesSlug ? `${SERMONS_ROUTE}/${PODCAST_FOLDER}/${seriesSlug}.xml` : `${SERMONS_ROUTE}/${PODCAST_FOLDER}.xml`;

export const SERMONS_KIND: ContentKind = {
  location: { folder: "sermons" },
  schema: "content/sermon.schema.json",
  label: { one: "mensagem", many: "mensagens", feminine: true },
  names: {
    pattern: /^([a-z0-9]+(-[a-z0-9]+)*)$/,
    hint: 'use só letras minúsculas sem acento, números e hífens, com a data na frente (ex.: "2026-11-22-o-senhor-e-o-meu-pastor.json"); o nome do arquivo vira o endereço da mensagem',
    required: {},
    // Addresses under /mensagens/ the site itself publishes.
    reserved: {
      [SERIES_FOLDER]: "o lugar das páginas das séries (/mensagens/series)",
      [PREACHERS_FOLDER]: "o lugar das páginas dos pregadores (/mensagens/pregadores)",
      [PODCAST_FOLDER]: "o lugar dos podcasts das séries (/mensagens/podcast)",
      [BOOKS_FOLDER]: "o lugar das páginas dos livros da Bíblia (/mensagens/livros)",
    },
  },
  route: (name) => sermonRoute(name),
  // Notes are compiled and cleaned by finishSermons (it is async); collect only fixes the order there.
  collect: () => undefined,
  count: (content) => content.sermons.length,
};
