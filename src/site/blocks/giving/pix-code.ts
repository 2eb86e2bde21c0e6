import type { GivingBlock } from "@/types/generated/content";
import { buildBrCode } from "@/lib/pix/br-code";
import { normalisePixKey } from "@/lib/pix/pix-key";
import { pixQrSvg } from "@/lib/pix/pix-qr-svg";

export interface PixCode {
  /** The "copia e cola" text (BR Code), which the QR code also carries. */
  payload: string;
  /** The QR code as SVG markup, drawn at build time: no image service, no script. */
  qrSvg: string;
}

/**
 * The block's PIX code, built when the page is rendered (at build time only: this module and the QR
 * library never reach the browser, as the block has no island). The check has already refused a key
 * that does not fit its type, so normalising cannot fail here.
 */
export function pixCodeOf(pix: GivingBlock["pix"]): PixCode {
  const payload = buildBrCode({ key: normalisePixKey(pix.keyType, pix.key), name: pix.beneficiary, city: pix.city, description: pix.message });
  return { payload, qrSvg: pixQrSvg(payload, { ariaLabel: `QR Code do PIX para ${pix.beneficiary}` }) };
}
