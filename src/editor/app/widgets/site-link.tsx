import { Component, type CSSProperties } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { useEditorData } from "../use-editor-data";

/** The props Decap gives a widget's control (typed by Decap), plus the focus styling it also passes. */
type ControlProps = CmsWidgetControlProps<string | undefined> & { setActiveStyle?: () => void; setInactiveStyle?: () => void };

/** Every page of the site and each of its sections with an id ("/contato", "/contato#visite"). */
function siteAddresses(routes: Record<string, string[] | null>): string[] {
  return Object.entries(routes)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([route, ids]) => [route, ...(ids ?? []).map((id) => `${route}#${id}`)]);
}

/**
 * A link: type any address the check allows, or pick a page of the site from the list the browser
 * offers while typing. A plain text box with the browser's own suggestion list (<datalist>), so it
 * stays a text box for screen readers and keyboards; the field's pattern still holds the scheme rule.
 */
function SiteLinkInput({ value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle }: ControlProps) {
  const data = useEditorData();
  const listId = `${forID}-paginas-do-site`;
  return (
    <>
      <input
        id={forID}
        type="text"
        list={listId}
        className={classNameWrapper}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
      <datalist id={listId}>
        {siteAddresses(data?.routes ?? {}).map((address) => (
          <option key={address} value={address} />
        ))}
      </datalist>
    </>
  );
}

/** Decap validates a field through its control's instance (a ref), so the control is a class around the input. */
export class SiteLinkControl extends Component<ControlProps> {
  render() {
    return <SiteLinkInput {...this.props} />;
  }
}

const previewStyle: CSSProperties = { wordBreak: "break-all" };

export function SiteLinkPreview({ value }: { value?: string }) {
  return <span style={previewStyle}>{value}</span>;
}
