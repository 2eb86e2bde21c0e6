/**
 * The image button of a post's text ("Adicionar componente" › "Foto"): Decap's own image component
 * (decap-cms-editor-component-image), the same Markdown in and out (`![descrição](/images/x.jpg)`), with
 * pt-BR labels, a description asked for by name (the check wants one, or "" for a decorative picture), and no
 * address typed by hand (a picture from another site is refused: the CSP would block it).
 */
interface PhotoBlock {
  image?: string;
  alt?: string;
  title?: string;
}

export const PHOTO_COMPONENT = {
  // Decap's id: registering it again replaces Decap's English one, and Markdown it already wrote reads the same.
  id: "image",
  label: "Foto",
  pattern: /^!\[([^\]]*)\]\((.*?)(\s"([^"]*)")?\)/,
  fromBlock: (match: RegExpMatchArray | null): PhotoBlock | undefined => (match ? { image: match[2], alt: match[1], title: match[4] } : undefined),
  toBlock: ({ alt, image, title }: PhotoBlock): string => `![${alt ?? ""}](${image ?? ""}${title ? ` "${title.replace(/"/g, '\\"')}"` : ""})`,
  toPreview: ({ alt, image, title }: PhotoBlock, getAsset: (path: string | undefined, field: unknown) => unknown, fields?: { get(key: string): unknown }[]) => (
    <img
      src={String(
        getAsset(
          image,
          fields?.find((field) => field.get("widget") === "image"),
        ) ?? "",
      )}
      alt={alt ?? ""}
      title={title ?? ""}
    />
  ),
  fields: [
    {
      label: "Foto",
      name: "image",
      widget: "image",
      choose_url: false,
      media_library: { allow_multiple: false },
      hint: "Do celular ou do computador: JPG, PNG, WebP ou HEIC, até 25 MB. O editor diminui a foto para o site e tira dela os dados de localização.",
    },
    {
      label: "Descrição da foto",
      name: "alt",
      hint: 'O que aparece na foto, numa frase curta, para quem usa leitor de tela (ex.: "Jovens orando de mãos dadas no pátio da igreja").',
    },
    { label: "Título ao passar o mouse (opcional)", name: "title" },
  ],
};
