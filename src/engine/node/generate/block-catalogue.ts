import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { CONTENT_KINDS } from "../../core/kinds/content-kinds";
import { isNode, type SchemaIndex, type Spot } from "../../core/schemas/schema-index";
import { loadSchemaSet } from "../schema-registry";
import { escapeMarkdown, fieldList } from "./field-list";

/** Committed next to the content it documents, where editors look first. */
export const BLOCK_CATALOGUE_FILE = "site-content/BLOCOS.md";

const HEADER = `<!-- Gerado por \`npm run docs\` a partir de schemas/. Não edite à mão: mude a descrição no
esquema e rode o comando de novo (npm run check avisa quando este arquivo fica desatualizado). -->

# Catálogo de blocos

Cada página do site (um arquivo em \`site-content/pages/\`) é uma lista de **seções** (\`"sections"\`),
de cima para baixo. Cada seção é um **bloco**: o campo \`"type"\` diz qual é, e os outros campos
trazem os textos dele. Este catálogo mostra todos os blocos, os campos de cada um e um exemplo
pronto para copiar. Como mexer no conteúdo: [LEIA-ME.md](LEIA-ME.md).

Para ver como cada bloco fica no celular e no computador, rode \`npm run dev\` e abra
<http://localhost:5173/_blocos>.`;

export interface BlockDoc {
  type: string;
  title: string;
  description: string;
  examples: unknown[];
  node: Spot;
}

/** Every block schema in schemas/blocks/, whatever was added there, in name order. */
export function listBlocks(schemas: SchemaIndex): BlockDoc[] {
  return schemas.files("blocks/").map((file) => {
    const node = schemas.get(file);
    const { schema } = node;
    const typeField = isNode(schema.properties) && isNode(schema.properties.type) ? schema.properties.type : {};
    return {
      type: String(typeField.const ?? file.replace(/^blocks\/|\.schema\.json$/g, "")),
      title: String(schema.title ?? ""),
      description: String(schema.description ?? ""),
      examples: Array.isArray(schema.examples) ? schema.examples : [],
      node,
    };
  });
}

/** The first sentence, for the table of contents ("ex." does not end one). */
function summary(description: string): string {
  const end = description.search(/(?<!\bex)\.(\s|$)/);
  return escapeMarkdown(end < 0 ? description : description.slice(0, end + 1)).replace(/\|/g, "\\|");
}

function blockSection(schemas: SchemaIndex, block: BlockDoc): string {
  const examples = block.examples.map((example) => ["```json", JSON.stringify(example, null, 2), "```"].join("\n"));
  return [
    `## \`${block.type}\``,
    escapeMarkdown(block.description),
    "### Campos",
    fieldList(schemas, block.node).join("\n"),
    `### Exemplo`,
    examples.length > 0 ? examples.join("\n\n") : "_Este bloco ainda não tem exemplo no esquema._",
  ].join("\n\n");
}

const OTHER_FILES = `# Os outros arquivos de conteúdo

Os campos de \`site.json\` e de cada arquivo das pastas de coleção, com os valores permitidos de cada um
(cores, ícones, tipos de evento, estados...).`;

/** site.json and every collection folder (not the pages, which are lists of the blocks above). */
function otherFileSections(schemas: SchemaIndex): string[] {
  return CONTENT_KINDS.filter((kind) => kind.schema !== "page.schema.json").map((kind) => {
    const node = schemas.get(kind.schema);
    const where = "file" in kind.location ? kind.location.file : `${kind.location.folder}/*.json`;
    return [`## \`${where}\``, escapeMarkdown(String(node.schema.description ?? "")), fieldList(schemas, node).join("\n")].join("\n\n");
  });
}

/** The whole catalogue, from the schemas alone: the same schemas always give the same text. */
export async function generateBlockCatalogue(projectRoot: string): Promise<string> {
  const schemas = (await loadSchemaSet(projectRoot)).index;
  const blocks = listBlocks(schemas);
  const index = ["| Bloco | Para que serve |", "|---|---|", ...blocks.map((b) => `| [\`${b.type}\`](#${b.type}) | ${summary(b.description)} |`)];
  return [HEADER, index.join("\n"), ...blocks.map((block) => blockSection(schemas, block)), OTHER_FILES, ...otherFileSections(schemas)].join("\n\n") + "\n";
}

export async function readCommittedCatalogue(projectRoot: string): Promise<string | undefined> {
  return readFile(join(projectRoot, BLOCK_CATALOGUE_FILE), "utf8").catch(() => undefined);
}
