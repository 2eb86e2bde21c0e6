import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ToastRegion } from "@/site/components/toast/toast-region";
import { withoutUnusedToasts } from "@/site/components/toast/unused-toasts";
import { TOAST_REGION_ID, TOAST_TONES, TOAST_TRIGGERS, toastTemplateId } from "@/lib/toasts";
import { fixtureSiteJson } from "../../support/fixture-site";
import { SiteProviders } from "../../support/site-providers";

/** A page's HTML as the frame renders it: its content, then the toasts' region and models. */
function page(content: string): string {
  return renderToStaticMarkup(
    <SiteProviders site={fixtureSiteJson()}>
      <main dangerouslySetInnerHTML={{ __html: content }} />
      <ToastRegion />
    </SiteProviders>,
  );
}

/** The region and at least one card model. */
const hasToasts = (html: string) => html.includes(`id="${TOAST_REGION_ID}"`) && TOAST_TONES.some((tone) => html.includes(`id="${toastTemplateId(tone)}"`));

describe("the toasts a page carries", () => {
  it("are left out of a page that nothing on can show one, models and all", () => {
    const html = page(`<p data-toast-message="">Um parágrafo</p><a href="/x" data-copy-done="Copiado">Link</a>`);
    expect(hasToasts(html)).toBe(true);
    const left = withoutUnusedToasts(html);
    expect(left).not.toContain(`id="${TOAST_REGION_ID}"`);
    expect(left).not.toContain("<template");
    expect(left).toContain('<p data-toast-message="">Um parágrafo</p>');
  });

  it.each(Object.entries(TOAST_TRIGGERS))("stay on a page with a %s trigger (%s)", (_kind, attribute) => {
    const html = page(`<button type="button" ${attribute}="x">Botão</button>`);
    expect(hasToasts(withoutUnusedToasts(html))).toBe(true);
  });

  const models = (html: string) => TOAST_TONES.filter((tone) => html.includes(`id="${toastTemplateId(tone)}"`));

  it("keep only the models of the tones the page's links show: a link's own tone, else info", () => {
    const success = page(`<a href="/agenda.ics" ${TOAST_TRIGGERS.link}="Confirme no calendário" data-toast-tone="success">Receber</a>`);
    expect(models(withoutUnusedToasts(success))).toEqual(["success"]);
    const info = page(`<a href="/x.ics" ${TOAST_TRIGGERS.link}="Abra o arquivo">Baixar</a>`);
    expect(models(withoutUnusedToasts(info))).toEqual(["info"]);
    expect(withoutUnusedToasts(info)).toContain(`id="${TOAST_REGION_ID}"`);
  });

  it.each([TOAST_TRIGGERS.share, TOAST_TRIGGERS.copy])("keep every tone beside a %s button, which says done or failed", (attribute) => {
    const html = page(`<button type="button" ${attribute}="x">Botão</button><a href="/x.ics" ${TOAST_TRIGGERS.link}="y" data-toast-tone="success">z</a>`);
    expect(models(withoutUnusedToasts(html))).toEqual([...TOAST_TONES]);
  });
});
