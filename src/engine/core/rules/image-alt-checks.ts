import { appendPointer, walkJson } from "../read/json-pointer";
import type { Finding } from "../schemas/schema-messages";

interface ImageLike {
  src: string;
  alt: unknown;
  decorative?: unknown;
}

/** Any object with a `src` and an `alt` is an image (schemas/common/image.schema.json), whichever block holds it. */
function isImage(value: unknown): value is ImageLike {
  return typeof value === "object" && value !== null && typeof (value as { src?: unknown }).src === "string" && "alt" in value;
}

const EMPTY_ALT =
  'descrição da imagem vazia: escreva em "alt" o que aparece na imagem, em uma frase curta (ex.: "Jovens orando de mãos dadas no pátio da igreja"), para quem usa leitor de tela. Se a imagem for só enfeite, acrescente "decorative": true';
const DECORATIVE_WITH_ALT =
  'imagem marcada como enfeite ("decorative": true), mas com descrição em "alt": leitores de tela pulam imagens decorativas. Se ela mostra algo importante, apague "decorative"; se é só enfeite, deixe "alt": ""';

/**
 * Every image needs a description for people who cannot see it; an empty one is allowed only when
 * the editor says, with "decorative": true, that the image adds nothing (a background, an ornament).
 */
export function imageAltFindings(value: unknown): Finding[] {
  const findings: Finding[] = [];
  walkJson(value, (_key, child, pointer) => {
    if (!isImage(child) || typeof child.alt !== "string") return;
    const described = child.alt.trim() !== "";
    if (!described && child.decorative !== true) findings.push({ pointer: appendPointer(pointer, "alt"), anchor: "value", message: EMPTY_ALT });
    else if (described && child.decorative === true)
      findings.push({ pointer: appendPointer(pointer, "decorative"), anchor: "value", message: DECORATIVE_WITH_ALT });
  });
  return findings;
}
