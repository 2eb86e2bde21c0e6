import { postForm } from "@/lib/post-form";
import { contactEndpointBody } from "./contact-message";
import type { ContactFields } from "./contact-field-text";

/** POSTs the fields to site.json's `contact.formEndpoint`; true only when the service took them. */
export function sendToEndpoint(endpoint: string, fields: ContactFields): Promise<boolean> {
  return postForm(endpoint, contactEndpointBody(fields));
}
