import { TOAST_REGION_ID, TOAST_TEMPLATE_PREFIX, TOAST_TRIGGERS } from "@/lib/toasts";

const TRIGGER = new RegExp(`\\s(?:${Object.values(TOAST_TRIGGERS).join("|")})=`);
const REGION = new RegExp(`<div id="${TOAST_REGION_ID}"[^>]*></div>`);
const MODELS = new RegExp(`<template id="${TOAST_TEMPLATE_PREFIX}[\\w-]+">[\\s\\S]*?</template>`, "g");

/**
 * A page's HTML without the toasts' region and card models (toast-region.tsx) when nothing on it can show a toast
 * (TOAST_TRIGGERS): with their CSS, which Emotion then leaves out too, they were 0.3 KB of every such page, compressed,
 * in its first TCP window (docs/performance.md). Taken out before the CSS is gathered, so their rules go with them.
 */
export function withoutUnusedToasts(html: string): string {
  if (TRIGGER.test(html)) return html;
  return html.replace(REGION, "").replace(MODELS, "");
}
