import { FONTS_LATER_ATTRIBUTE, FONTS_LATER_VALUE, FONTS_SEEN_KEY } from "@/lib/web-fonts";
import { afterFirstScreen } from "./first-screen";
import { switchKeepingLines } from "./keep-lines";

/**
 * The page's web fonts: the @font-face rules in its head are those of the theme's families only
 * (src/build/fonts/font-faces.ts), each file holding every weight; the metric-matched fallbacks are local faces.
 */
function webFontFaces(): FontFace[] {
  const faces: FontFace[] = [];
  document.fonts.forEach((face) => {
    if (!face.family.includes("Fallback")) faces.push(face);
  });
  return faces;
}

async function loadFonts(root: HTMLElement): Promise<void> {
  const faces = webFontFaces();
  const loaded = await Promise.all(
    faces.map((face) =>
      face.load().then(
        () => true,
        () => false,
      ),
    ),
  );
  // Offline, or a file missing: the fallbacks stay, and the next page tries again.
  if (faces.length === 0 || loaded.includes(false)) return;
  switchKeepingLines(() => root.removeAttribute(FONTS_LATER_ATTRIBUTE));
  try {
    localStorage.setItem(FONTS_SEEN_KEY, "1");
  } catch {
    // Storage refused: the next page marks itself again and loads the fonts from the cache the same way.
  }
}

/**
 * On a first visit (src/lib/web-fonts.ts) the page painted with the metric-matched fallbacks; once its first
 * screen, hero picture included, is on the screen, the fonts are fetched and the page switches to them,
 * without anything moving (each text block keeps its lines: keep-lines.ts). Before that they would share the
 * connection with the page and its pictures.
 */
export function loadWebFontsAfterFirstScreen(): void {
  const root = document.documentElement;
  if (root.getAttribute(FONTS_LATER_ATTRIBUTE) !== FONTS_LATER_VALUE) return;
  afterFirstScreen(() => void loadFonts(root).catch(() => undefined));
}
