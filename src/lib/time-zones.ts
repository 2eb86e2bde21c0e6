import type { StateCode } from "../types/generated/content";

/**
 * The IANA zone of each state's capital (what a church there keeps, unless it writes another: church.schema.json's
 * "timeZone", for the states with more than one). Zones, not offsets: Brazil has had daylight saving before, and
 * should it come back, only the browser's and Node's zone data change, never the content or this table.
 */
export const STATE_TIME_ZONES = {
  AC: "America/Rio_Branco",
  AL: "America/Maceio",
  AP: "America/Belem",
  AM: "America/Manaus",
  BA: "America/Bahia",
  CE: "America/Fortaleza",
  DF: "America/Sao_Paulo",
  ES: "America/Sao_Paulo",
  GO: "America/Sao_Paulo",
  MA: "America/Fortaleza",
  MT: "America/Cuiaba",
  MS: "America/Campo_Grande",
  MG: "America/Sao_Paulo",
  PA: "America/Belem",
  PB: "America/Fortaleza",
  PR: "America/Sao_Paulo",
  PE: "America/Recife",
  PI: "America/Fortaleza",
  RJ: "America/Sao_Paulo",
  RN: "America/Fortaleza",
  RS: "America/Sao_Paulo",
  RO: "America/Porto_Velho",
  RR: "America/Boa_Vista",
  SC: "America/Sao_Paulo",
  SP: "America/Sao_Paulo",
  SE: "America/Maceio",
  TO: "America/Araguaina",
} satisfies Record<StateCode, string>;

/** The zone a church's service times are written in. */
export function churchTimeZone(church: { timeZone?: string; address: { state: StateCode } }): string {
  return church.timeZone ?? STATE_TIME_ZONES[church.address.state];
}
