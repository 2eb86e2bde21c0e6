// Decap's widget and backend packages ship no types; the editor only registers them.
declare module "decap-cms-widget-*" {
  import type { ComponentType } from "react";
  import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
  const widget: {
    Widget(): {
      name: string;
      controlComponent: ComponentType<CmsWidgetControlProps>;
      previewComponent?: ComponentType<CmsWidgetPreviewProps>;
      schema?: object;
    };
  };
  export default widget;
}
declare module "decap-cms-backend-proxy" {
  import type { CmsBackendClass } from "decap-cms-core";
  export const ProxyBackend: CmsBackendClass;
}
declare module "decap-cms-backend-github" {
  /** Decap's GitHub backend (its implementation.tsx): only what the editor calls. */
  export class GitHubBackend {
    constructor(config: unknown, options?: unknown);
    /** The token of the signed-in volunteer (null once signed out). */
    getToken(): Promise<string | null>;
  }
}
