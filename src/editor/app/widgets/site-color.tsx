import { Component, type CSSProperties } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { isHexColor, parseHex, toHex } from "@/lib/color/srgb";

type ControlProps = CmsWidgetControlProps<string | undefined> & { setActiveStyle?: () => void; setInactiveStyle?: () => void };

const row: CSSProperties = { display: "flex", gap: "0.5rem", alignItems: "stretch" };
const swatch: CSSProperties = {
  inlineSize: "3rem",
  minBlockSize: "2.75rem",
  padding: 0,
  border: "1px solid #7a7f8a",
  borderRadius: "0.375rem",
  cursor: "pointer",
};
/** What the swatch shows: the picker reads six digits only, so a short code ("#fa0") is spelt out as the site reads it. */
export function swatchColor(code: string): string {
  return isHexColor(code) ? toHex(parseHex(code)) : "#000000";
}

/**
 * A theme colour: its code ("#14213d"), typed or pasted, beside a swatch that shows it and opens the phone's or
 * computer's colour picker. The code stays the field (the check's contrast messages name codes, and a shade they
 * offer is pasted here); the field's pattern still holds the format.
 */
function SiteColorInput({ value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle }: ControlProps) {
  const code = value ?? "";
  return (
    <div style={row}>
      <input type="color" aria-label="Escolher a cor" style={swatch} value={swatchColor(code)} onChange={(event) => onChange(event.target.value)} />
      <input
        id={forID}
        type="text"
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        className={classNameWrapper}
        value={code}
        onChange={(event) => onChange(event.target.value.trim())}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    </div>
  );
}

/** Decap validates a field through its control's instance (a ref), so the control is a class around the inputs. */
export class SiteColorControl extends Component<ControlProps> {
  render() {
    return <SiteColorInput {...this.props} />;
  }
}

const chip: CSSProperties = {
  display: "inline-block",
  inlineSize: "1em",
  blockSize: "1em",
  marginInlineEnd: "0.4em",
  verticalAlign: "-0.15em",
  borderRadius: "0.2em",
  border: "1px solid #7a7f8a",
};

export function SiteColorPreview({ value }: { value?: string }) {
  return (
    <span>
      <span style={{ ...chip, background: value }} />
      {value}
    </span>
  );
}
