// The PIX QR code as inline SVG, drawn at build time. The `qrcode` library does the encoding; only
// the drawing is ours, so the markup stays small, synchronous (server rendering cannot await) and
// free of a fixed size.
import QRCode from "qrcode";

/** The spec's quiet zone: 4 light modules around the symbol, so phone cameras find its edges. */
const QUIET_ZONE = 4;

export interface PixQrSvgOptions {
  /** Accessible name, e.g. "QR Code PIX da Igreja Esperança Viva"; callers may add it themselves instead. */
  ariaLabel?: string;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** One horizontal bar per run of dark modules: far fewer path commands than one square each. */
function darkModulesPath(size: number, isDark: (row: number, col: number) => boolean): string {
  let path = "";
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size;) {
      if (!isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && isDark(row, col)) col++;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`;
    }
  }
  return path;
}

/**
 * SVG markup for the payload: error correction M (survives ~15% damage or glare while keeping the
 * modules large), a white background so it scans on dark themes, a viewBox without width or height
 * so CSS sizes it, and crisp edges so scaling never blurs modules. Same payload, same bytes.
 */
export function pixQrSvg(payload: string, options: PixQrSvgOptions = {}): string {
  // The library picks version, segments and mask from the input alone, so the output is repeatable.
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: "M" });
  const side = modules.size + 2 * QUIET_ZONE;
  const label = options.ariaLabel === undefined ? "" : ` aria-label="${escapeAttribute(options.ariaLabel)}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img"${label} shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/>` +
    `<path fill="#000" d="${darkModulesPath(modules.size, (row, col) => Boolean(modules.get(row, col)))}"/>` +
    "</svg>"
  );
}
