import { GlobalStyles } from "../layout/global-styles";
import type { GalleryBlock } from "./gallery-data";
import { PreviewFrame } from "./preview-frame";
import * as s from "./gallery-styles";

/** The phone the site is designed for first, and a common laptop screen (shown at half size). */
const PHONE = { width: 390, scale: 1, label: "Celular (390 px)" };
const DESKTOP = { width: 1366, scale: 0.5, label: "Computador (1366 px, mostrado pela metade)" };

/** Dev-only page (npm run dev, /_blocos): every block type, from its schema examples, at two widths. */
export function GalleryPage({ blocks }: { blocks: GalleryBlock[] }) {
  return (
    <>
      <GlobalStyles />
      <main id="conteudo" css={s.page}>
        <header css={s.intro}>
          <h1 css={s.title}>Galeria de blocos</h1>
          <p>
            Cada bloco que uma página pode usar, montado com o exemplo do seu esquema (<code>schemas/blocks/</code>), no celular e no computador. Os campos de
            cada bloco estão em <code>site-content/BLOCOS.md</code>. Esta página só existe no <code>npm run dev</code>: ela não vai para o site publicado.
          </p>
          <nav aria-label="Blocos">
            <ul css={s.index}>
              {blocks.map((block) => (
                <li key={block.type}>
                  <a href={`#${block.type}`}>{block.type}</a>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        {blocks.map((block) => (
          <section key={block.type} id={block.type} css={s.block} aria-labelledby={`titulo-${block.type}`}>
            <h2 id={`titulo-${block.type}`} css={s.blockTitle}>
              <code>{`"type": "${block.type}"`}</code>
            </h2>
            <p css={s.description}>{block.description}</p>
            <div css={s.frames}>
              <PreviewFrame type={block.type} {...PHONE} />
              <PreviewFrame type={block.type} {...DESKTOP} />
            </div>
          </section>
        ))}
      </main>
    </>
  );
}
