import type { StateCode } from "@/types/generated/content";
import type { PlacedChurch } from "@/site/data/site-selectors";

export type StateGroup = { state: StateCode; churches: PlacedChurch[] };

/**
 * Groups keep the editors' order: a state appears where its first church does, so moving the
 * sede to order 1 also puts its state first, with no separate setting to keep in step.
 */
export function groupByState(churches: readonly PlacedChurch[]): StateGroup[] {
  const groups = new Map<StateCode, PlacedChurch[]>();
  for (const church of churches) {
    const group = groups.get(church.state);
    if (group) group.push(church);
    else groups.set(church.state, [church]);
  }
  return [...groups].map(([state, members]) => ({ state, churches: members }));
}
