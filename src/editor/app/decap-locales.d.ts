// decap-cms-locales ships no types. The editor imports the two locales it registers, each from its own module
// (the package's entry is a browser bundle of all of them).
declare module "decap-cms-locales/dist/esm/*/index.js" {
  type Phrases = { [key: string]: string | Phrases };
  const phrases: Phrases;
  export default phrases;
}
