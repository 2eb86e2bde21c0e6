// subset-font ships no types; this is the part of its API the font script uses.
declare module "subset-font" {
  type AxisRange = number | { min: number; max: number; default?: number };
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    variationAxes?: Record<string, AxisRange>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
