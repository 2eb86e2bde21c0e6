// The Element Timing API (Chromium): an image with `elementtiming` is reported once it is on the screen.
// React passes the attribute through; its types and TypeScript's DOM library do not list it yet.
import "react";

declare module "react" {
  // Merging needs React's own type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}
