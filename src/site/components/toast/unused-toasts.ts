import { TOAST_REGION_ID, TOAST_TEMPLATE_PREFIX, TOAST_TRIGGERS, TOAST_TONES, type ToastTone } from "@/lib/toasts";

const TRIGGER = new RegExp(`\\s(?:${Object.values(TOAST_TRIGGERS).join("|")})=`);
/** The triggers that can show a toast of either tone: sharing and copying say "done" or "failed". */
const ANY_TONE_TRIGGER = new RegExp(`\\s(?:${TOAST_TRIGGERS.share}|${TOAST_TRIGGERS.copy})=`);
/** A link that says what happens next, with its tone (toast-links.ts: "info" unless it names another). */
const TOAST_LINK = new RegExp(`<[a-z][^>]*\\s${TOAST_TRIGGERS.link}=[^>]*>`, "g");
const LINK_TONE = /\sdata-toast-tone="([\w-]+)"/;
const REGION = new RegExp(`<div id="${TOAST_REGION_ID}"[^>]*></div>`);
const MODELS = new RegExp(`<template id="${TOAST_TEMPLATE_PREFIX}([\\w-]+)">[\\s\\S]*?</template>`, "g");

/** The tones the page's triggers can show. */
function tonesShown(html: string): Set<ToastTone> {
  if (ANY_TONE_TRIGGER.test(html)) return new Set(TOAST_TONES);
  const tones = new Set<ToastTone>();
  for (const [link] of html.matchAll(TOAST_LINK)) tones.add((LINK_TONE.exec(link)?.[1] as ToastTone | undefined) ?? "info");
  return tones;
}

/**
 * A page's HTML without the toasts' region and card models (toast-region.tsx) when nothing on it can show a toast
 * (TOAST_TRIGGERS), and without the model of a tone nothing on it shows: with their CSS, which Emotion then leaves
 * out too, the region and models were 0.3 KB of every page, compressed, in its first TCP window, and an unused model
 * 0.07 KB (docs/performance.md). Taken out before the CSS is gathered, so their rules go with them.
 */
export function withoutUnusedToasts(html: string): string {
  if (!TRIGGER.test(html)) return html.replace(REGION, "").replace(MODELS, "");
  const tones = tonesShown(html);
  return html.replace(MODELS, (model, tone: string) => (tones.has(tone as ToastTone) ? model : ""));
}
