import type { StateCode } from "@/types/generated/content";
import type { ChurchEntry } from "@/types/content-entries";

export type StateGroup = { state: StateCode; churches: ChurchEntry[] };

/**
 * Groups keep the editors' order: a state appears where its first church does, so moving the
 * sede to order 1 also puts its state first, with no separate setting to keep in step.
 */
export function groupByState(churches: readonly ChurchEntry[]): StateGroup[] {
  const groups = new Map<StateCode, ChurchEntry[]>();
  for (const church of churches) {
    const group = groups.get(church.address.state);
    if (group) group.push(church);
    else groups.set(church.address.state, [church]);
  }
  return [...groups].map(([state, members]) => ({ state, churches: members }));
}
