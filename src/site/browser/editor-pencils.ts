import { PENCILS_FLAG } from "@/lib/pencils-flag";

/**
 * Visitors pay one localStorage read: the pencils that lead an editor from the page to the field that made it load
 * only in a browser where the editor was opened (src/editor/app/main.tsx sets the flag; "Parar de mostrar os lápis"
 * removes it). Their module shows them as it loads (pencils/show-pencils.ts), so nothing else of them is here.
 */
export function loadPencilsForEditors(): void {
  try {
    if (localStorage.getItem(PENCILS_FLAG)) void import("./pencils/show-pencils");
  } catch {
    // Storage turned off (a private window in some browsers): a visitor.
  }
}
