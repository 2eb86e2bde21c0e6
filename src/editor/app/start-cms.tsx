import type { ComponentType } from "react";
import CMS, { type CmsConfig } from "decap-cms-core";
import { ProxyBackend } from "decap-cms-backend-proxy";
import fontsCss from "@/site/fonts/fonts.css?inline";
import { EDITOR_LOCALE, ENGLISH_PHRASES } from "./editor-locale";
import { EDITOR_WIDGETS } from "./editor-widgets";
import { editorConfig, FORMAT_NAME, type SavingEditor } from "../shared/editor-settings";
import { SignedInGitHub } from "./signed-in-github";
import type { PreviewProps } from "./previews/entry-data";
import { lazyPreview } from "./previews/lazy-preview";
import { openLinkedField } from "./field-links";
import { installPhoneLayout } from "./phone-layout";
import { installEntryPanel, noteEntrySaved } from "./entry-panel";
import { loadEditorData } from "./use-editor-data";
import { preparePhotosBeforeUpload } from "./photo-uploads";
import { siteJsonFormat } from "./site-json-format";
import { PHOTO_COMPONENT } from "./widgets/photo-component";
import { PublishAtControl, PublishAtPreview } from "./widgets/publish-at";
import { SiteLinkControl, SiteLinkPreview } from "./widgets/site-link";
import { SiteColorControl, SiteColorPreview } from "./widgets/site-color";
import { SitePostControl, SitePostPreview } from "./widgets/site-post";
import { SiteChoiceControl, SiteChoicePreview } from "./widgets/site-choice";
import { PUBLISH_AT_WIDGET, SITE_CHOICE_WIDGET, SITE_COLOR_WIDGET, SITE_LINK_WIDGET, SITE_POST_WIDGET } from "../shared/decap-types";

/** The check before saving (the validators, the engine's rules, the post's compiler and sanitiser): not needed to open the editor. */
const loadCheck = () => import("./save-check");

/**
 * A preview template, loaded with the first entry it shows; the check's code starts loading then too, so that
 * the first save does not wait for it.
 */
const entryPreview = (load: () => Promise<ComponentType<PreviewProps>>) =>
  lazyPreview(async () => {
    // A failure here is not the editor's to report: the first save asks again.
    loadCheck().catch(() => undefined);
    return load();
  });

/** Decap with the project's format, check before saving, previews and the generated configuration. */
export function startCms(settings: SavingEditor): void {
  // Decap's core with only what this editor uses (decap-cms-app registers ten backends, seventeen widgets and
  // every locale): the backend it saves through and the widgets the generated configuration names.
  if (settings.mode === "local") CMS.registerBackend("proxy", ProxyBackend);
  else CMS.registerBackend("github", SignedInGitHub);
  for (const [name, widget] of Object.entries(EDITOR_WIDGETS)) CMS.registerWidget(name, widget.controlComponent, widget.previewComponent);
  CMS.registerLocale("en", ENGLISH_PHRASES as Parameters<typeof CMS.registerLocale>[1]);
  CMS.registerLocale("pt", EDITOR_LOCALE as Parameters<typeof CMS.registerLocale>[1]);
  CMS.registerCustomFormat(FORMAT_NAME, "json", siteJsonFormat);
  CMS.registerWidget(SITE_LINK_WIDGET, SiteLinkControl, SiteLinkPreview);
  CMS.registerWidget(SITE_COLOR_WIDGET, SiteColorControl, SiteColorPreview);
  CMS.registerWidget(SITE_CHOICE_WIDGET, SiteChoiceControl, SiteChoicePreview);
  CMS.registerWidget(PUBLISH_AT_WIDGET, PublishAtControl, PublishAtPreview);
  CMS.registerWidget(SITE_POST_WIDGET, SitePostControl, SitePostPreview);
  // Decap's types leave out what it passes toPreview (getAsset, the fields) and the image field's options.
  CMS.registerEditorComponent(PHOTO_COMPONENT as unknown as Parameters<typeof CMS.registerEditorComponent>[0]);
  CMS.registerEventListener({ name: "preSave", handler: async (event) => (await loadCheck()).checkBeforeSave(event) });
  // The entry's checks are asked again once a change is saved (a new commit) or published (nothing left waiting).
  for (const name of ["postSave", "postPublish"] as const) CMS.registerEventListener({ name, handler: () => noteEntrySaved() });
  // Photos are made fit for the site (size, orientation, no GPS, a safe name) before Decap holds them.
  preparePhotosBeforeUpload();
  // On a phone: the editor as wide as the screen, "Publicar" always on it, the form and the preview one at a time.
  installPhoneLayout();
  // The top of each entry's form: why a save was refused (each problem also beside its field), and its checks' state.
  installEntryPanel();
  // The preview frames get the site's own fonts; the blocks bring their styles through Emotion.
  CMS.registerPreviewStyle(fontsCss, { raw: true });
  CMS.registerPreviewTemplate(
    "pages",
    entryPreview(async () => (await import("./previews/page-preview")).PagePreview),
  );
  CMS.registerPreviewTemplate(
    "posts",
    entryPreview(async () => (await import("./previews/post-preview")).PostPreview),
  );
  CMS.registerPreviewTemplate(
    "sermons",
    entryPreview(async () => (await import("./previews/sermon-preview")).SermonPreview),
  );
  CMS.registerPreviewTemplate(
    "site",
    entryPreview(async () => (await import("./previews/item-previews")).SitePreview),
  );
  CMS.registerPreviewTemplate(
    "churches",
    entryPreview(async () => (await import("./previews/item-previews")).ChurchPreview),
  );
  for (const name of ["ministries", "events", "testimonies"])
    CMS.registerPreviewTemplate(
      name,
      entryPreview(async () => (await import("./previews/item-previews")).itemPreview(name)),
    );
  // The generated file is checked against Decap's option lists by tests/unit/cms/; its JSON types are wider.
  CMS.init({ config: editorConfig(settings) as unknown as CmsConfig });
  // The previews need the site's data, which `npm run editor` works out from the files when asked (seconds on a busy
  // machine). Asked for now, it is there when an editor on a phone first taps "Ver pré-visualização", after the form.
  void loadEditorData().catch(() => undefined);
  // Opened by a pencil on the live site: that section's first field, once its form is there.
  openLinkedField();
}
