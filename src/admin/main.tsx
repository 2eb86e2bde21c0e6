import CMS from "decap-cms-app";
import type { CmsConfig } from "decap-cms-core";
import fontsCss from "@/fonts.css?inline";
import { EDITOR_SETTINGS, editorConfig, FORMAT_NAME } from "./editor-settings";
import { NotConnected } from "./not-connected";
import { itemPreview, SitePreview } from "./previews/item-previews";
import { PagePreview } from "./previews/page-preview";
import { PostPreview } from "./previews/post-preview";
import { checkBeforeSave } from "./save-check";
import { siteJsonFormat } from "./site-json-format";
import { createRoot } from "react-dom/client";

if (EDITOR_SETTINGS.mode === "unconfigured") {
  const root = document.getElementById("nc-root") ?? document.body.appendChild(document.createElement("div"));
  createRoot(root).render(<NotConnected />);
} else {
  CMS.registerCustomFormat(FORMAT_NAME, "json", siteJsonFormat);
  CMS.registerEventListener({ name: "preSave", handler: checkBeforeSave });
  // The preview frames get the site's own fonts; the blocks bring their styles through Emotion.
  CMS.registerPreviewStyle(fontsCss, { raw: true });
  CMS.registerPreviewTemplate("pages", PagePreview);
  CMS.registerPreviewTemplate("posts", PostPreview);
  CMS.registerPreviewTemplate("site", SitePreview);
  for (const name of ["ministries", "churches", "events", "testimonies"]) CMS.registerPreviewTemplate(name, itemPreview(name));
  // The generated file is checked against Decap's option lists by tests/unit/cms/; its JSON types are wider.
  CMS.init({ config: editorConfig(EDITOR_SETTINGS) as unknown as CmsConfig });
}
