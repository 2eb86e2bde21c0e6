export type Weekday = "domingo" | "segunda" | "terca" | "quarta" | "quinta" | "sexta" | "sabado";

const weekdayNames: Record<Weekday, { long: string; plural: string; short: string; schemaOrg: string }> = {
  domingo: { long: "Domingo", plural: "Domingos", short: "Dom", schemaOrg: "Sunday" },
  segunda: { long: "Segunda-feira", plural: "Segundas", short: "Seg", schemaOrg: "Monday" },
  terca: { long: "Terça-feira", plural: "Terças", short: "Ter", schemaOrg: "Tuesday" },
  quarta: { long: "Quarta-feira", plural: "Quartas", short: "Qua", schemaOrg: "Wednesday" },
  quinta: { long: "Quinta-feira", plural: "Quintas", short: "Qui", schemaOrg: "Thursday" },
  sexta: { long: "Sexta-feira", plural: "Sextas", short: "Sex", schemaOrg: "Friday" },
  sabado: { long: "Sábado", plural: "Sábados", short: "Sáb", schemaOrg: "Saturday" },
};

/** One of the seven words the content stores a weekday as ("terca"). */
export function isWeekday(value: unknown): value is Weekday {
  return typeof value === "string" && Object.hasOwn(weekdayNames, value);
}

export function weekdayName(day: Weekday, form: "long" | "plural" | "short" = "long"): string {
  return weekdayNames[day][form];
}

export function schemaOrgDay(day: Weekday): string {
  return `https://schema.org/${weekdayNames[day].schemaOrg}`;
}

/** "19:30" → "19h30", "20:00" → "20h", "09:00" → "9h": the Brazilian way (docs/product-decisions.md). */
export function formatTime(time: string): string {
  const [hours = "0", minutes = "00"] = time.split(":");
  const h = String(Number(hours));
  return minutes === "00" ? `${h}h` : `${h}h${minutes}`;
}
