import type { ServiceTimesBlock } from "@/types/generated/content";
import { withSchemaDefaults, type DefaultsNode } from "@/lib/schema-defaults";
import serviceTimesSchema from "../../../../schemas/blocks/service-times.schema.json" with { type: "json" };

export type Subscribe = NonNullable<ServiceTimesBlock["subscribe"]>;
/** The "Receber Notificações" panel as the block gives it, every word that has a default filled in. */
export type SubscribeWords = Subscribe & Required<Pick<Subscribe, "label" | "savedNotice" | "googleLabel" | "otherAppsLabel">>;

const SUBSCRIBE_SCHEMA = (serviceTimesSchema as unknown as { properties: { subscribe: DefaultsNode } }).properties.subscribe;

/** The panel's words, with the defaults of schemas/blocks/service-times.schema.json where the block gives none (written there only). */
export function subscribeWords(subscribe: Subscribe): SubscribeWords {
  return withSchemaDefaults<SubscribeWords>(SUBSCRIBE_SCHEMA, subscribe);
}
