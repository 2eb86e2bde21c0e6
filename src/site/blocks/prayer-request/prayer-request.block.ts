import { defineBlock } from "../block-definition";
import { PrayerRequestBlock } from "./prayer-request-block";
import { prayerRequestIsland } from "./prayer-request-island";

export const prayerRequestBlock = defineBlock({
  type: "prayer-request",
  component: PrayerRequestBlock,
  island: prayerRequestIsland,
});
