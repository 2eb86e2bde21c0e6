import { formatTime, weekdayName } from "@/lib/time";
import { defineBlock } from "../block-definition";
import { GroupListBlock } from "./group-list-block";
import { audienceLabel, groupListWords } from "./group-list-words";

export const groupListBlock = defineBlock({
  type: "group-list",
  component: GroupListBlock,
  cards: { list: "groups", kind: "célula" },
  search: {
    itemFields: ["groups"],
    items: ({ block, sectionHref, pageTitle }) => {
      const words = groupListWords(block);
      return block.groups.map((group) => ({
        kind: "group",
        title: group.name,
        href: sectionHref,
        context: pageTitle,
        text: [
          `${weekdayName(group.day, "plural")}, ${formatTime(group.time)}`,
          `${group.neighbourhood}, ${group.city} (${group.region})`,
          group.leaders,
          audienceLabel(group, words),
        ].join(" · "),
      }));
    },
  },
});
