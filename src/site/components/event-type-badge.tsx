import type { Site } from "@/types/generated/content";
import { eventTypeColors, type TypeColors } from "@/lib/theme/event-type-colors";
import { useSite } from "@/site/data/site-context";
import { neutralBadgeColors, toneStyle } from "@/site/theme/category-colors";
import { eventBadgeStyles } from "./event-badge-styles";

/** A type's colours as site.json's `eventTypes` gives them; grey for a type the list no longer has (the check refuses one). */
export function colorsForType(eventTypes: Site["eventTypes"], type: string): TypeColors {
  const listed = eventTypes?.find((entry) => entry.name === type);
  return listed ? eventTypeColors(listed) : neutralBadgeColors;
}

/** The colours of an event's type on this site. */
export function useTypeColors(type: string): TypeColors {
  return colorsForType(useSite().eventTypes, type);
}

/**
 * The coloured type label of an event, in the colours site.json gives its type. Inside an element that already carries
 * the type's tone (an agenda card: `toneStyle` and `data-tone`), `inTone` lets it inherit them instead of writing them
 * again: bytes of every card of a busy month.
 */
export function EventTypeBadge({ type, inTone = false }: { type: string; inTone?: boolean }) {
  const colors = useTypeColors(type);
  if (inTone) return <span css={eventBadgeStyles.type}>{type}</span>;
  return (
    <span css={eventBadgeStyles.type} style={toneStyle(colors)} data-tone="">
      {type}
    </span>
  );
}
