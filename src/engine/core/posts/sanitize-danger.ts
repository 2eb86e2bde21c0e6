/**
 * Removals that mean someone tried to run code, load something or send data from a post (an error
 * the editor must fix), as opposed to formatting the site simply does not use (a warning).
 * `what` is the sanitiser's description: "<script>" or "atributo onerror em <img>".
 */
const DANGEROUS_ELEMENTS = new Set([
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "base",
  "meta",
  "link",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "option",
  "svg",
  "math",
  "noscript",
  "template",
]);
const URL_ATTRIBUTES = new Set(["href", "src", "srcset", "action", "formaction", "xlink:href", "poster", "background", "data"]);

export function isDangerousRemoval(what: string): boolean {
  const element = /^<([a-z0-9-]+)>$/i.exec(what)?.[1]?.toLowerCase();
  if (element) return DANGEROUS_ELEMENTS.has(element);
  const attribute = /^atributo (\S+) em </.exec(what)?.[1]?.toLowerCase() ?? "";
  // Handlers run code; a URL attribute is removed only when its address was refused (javascript:, another host in disguise).
  return attribute.startsWith("on") || URL_ATTRIBUTES.has(attribute);
}
