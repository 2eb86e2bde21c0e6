/** The heading of the footer's column of the sede's services: the pencils find that column by it (src/site/browser/pencils/show-pencils.ts). */
export const FOOTER_SERVICES_HEADING = "Cultos";
