import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ToastRegion } from "@/site/components/toast/toast-region";
import { withoutUnusedToasts } from "@/site/components/toast/unused-toasts";
import { TOAST_REGION_ID, TOAST_TRIGGERS, toastTemplateId } from "@/lib/toasts";
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

const hasToasts = (html: string) => html.includes(`id="${TOAST_REGION_ID}"`) && html.includes(`id="${toastTemplateId("success")}"`);

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
});
