// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { ToastRegion } from "@/site/components/toast/toast-region";
import { TOAST_REGION_ID, TOAST_TRIGGERS } from "@/lib/toasts";
import { enableCopyButtons } from "@/site/browser/copy-buttons";
import { enableShareButtons } from "@/site/browser/share";
import { enableToastLinks } from "@/site/browser/toast-links";
import { fixtureSiteJson } from "../../support/fixture-site";
import { SiteProviders } from "../../support/site-providers";

afterEach(cleanup);

/**
 * The build keeps a page's toasts only where an element with one of TOAST_TRIGGERS is (unused-toasts.ts): each of
 * those attributes must be the one a behaviour that shows a toast listens for.
 */
it.each(Object.entries(TOAST_TRIGGERS))("a toast is shown by pressing an element with the %s trigger (%s)", async (_kind, attribute) => {
  render(
    <SiteProviders site={fixtureSiteJson()}>
      <p id="chave">chave-pix</p>
      <button type="button" {...{ [attribute]: attribute === TOAST_TRIGGERS.copy ? "chave" : "Pronto" }}>
        Botão
      </button>
      <ToastRegion />
    </SiteProviders>,
  );
  enableCopyButtons();
  enableShareButtons();
  enableToastLinks();
  document.querySelector<HTMLElement>(`[${attribute}]`)?.click();
  await expect.poll(() => document.getElementById(TOAST_REGION_ID)?.childElementCount).toBe(1);
});
