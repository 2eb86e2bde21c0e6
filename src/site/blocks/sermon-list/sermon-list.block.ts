import { withBase } from "@/lib/base-path";
import { defineBlock } from "../block-definition";
import { SermonListBlock } from "./sermon-list-block";
import { sermonArchiveIsland } from "./sermon-archive-island";

export const sermonListBlock = defineBlock({
  type: "sermon-list",
  component: SermonListBlock,
  collections: ["sermons"],
  island: sermonArchiveIsland,
  // Podcast apps and browser extensions find the feed from the page that lists the sermons.
  head: ({ collections, site }) => {
    const podcast = collections.sermons?.podcast;
    if (!podcast) return {};
    const title = `${site.name}: mensagens (podcast)`.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
    return { links: [`<link rel="alternate" type="application/rss+xml" title="${title}" href="${withBase(podcast)}" />`] };
  },
});
