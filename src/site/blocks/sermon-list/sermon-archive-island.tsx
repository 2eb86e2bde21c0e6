import { defineIsland } from "@/site/islands/island-definition";
import { SermonArchive, type SermonArchiveProps } from "./sermon-archive";

/**
 * The archive's first page is pre-rendered and complete; React comes with the visitor's first touch on the filter or
 * "Mostrar mais" (the press is replayed once it is awake).
 */
export const sermonArchiveIsland = defineIsland<SermonArchiveProps>({ name: "sermon-archive", component: SermonArchive, wake: "interaction" });
