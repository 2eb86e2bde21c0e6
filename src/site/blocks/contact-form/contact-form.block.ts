import { defineBlock } from "../block-definition";
import { ContactFormBlock } from "./contact-form-block";
import { contactFormIsland } from "./contact-form-island";

export const contactFormBlock = defineBlock({
  type: "contact-form",
  component: ContactFormBlock,
  island: contactFormIsland,
});
