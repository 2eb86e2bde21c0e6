import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { siteChoiceKey } from "../../shared/editor-data";
import { useEditorData } from "../use-editor-data";

type ControlProps = CmsWidgetControlProps<string | undefined> & { setActiveStyle?: () => void; setInactiveStyle?: () => void };

/**
 * A value chosen from a list the church keeps in its settings (an event's type from site.json's `eventTypes`): the
 * phone's own select, its options the list as it is on disk now (/admin/editor-data.json, answered fresh by
 * `npm run editor`), read even while some file fails the check, since the form is how that gets fixed. A value the
 * list does not hold stays shown, marked, so nothing is lost on opening; the check before saving refuses it.
 */
function SiteChoiceSelect({ value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle, field }: ControlProps) {
  const data = useEditorData();
  const key = siteChoiceKey(String(field.get("site_list")), String(field.get("site_list_field")));
  const offered = data?.choices[key] ?? [];
  const current = value ?? "";
  const stray = current !== "" && data !== undefined && !offered.includes(current);
  return (
    <select
      id={forID}
      className={classNameWrapper}
      value={current}
      onChange={(event) => onChange(event.target.value)}
      onFocus={setActiveStyle}
      onBlur={setInactiveStyle}
    >
      <option value="">{data ? "Escolha da lista" : "Carregando a lista…"}</option>
      {offered.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
      {stray && <option value={current}>{`${current} (fora da lista)`}</option>}
      {current !== "" && data === undefined && <option value={current}>{current}</option>}
    </select>
  );
}

/** Decap validates a field through its control's instance (a ref), so the control is a class around the select. */
export class SiteChoiceControl extends Component<ControlProps> {
  render() {
    return <SiteChoiceSelect {...this.props} />;
  }
}

export function SiteChoicePreview({ value }: { value?: string }) {
  return <span>{value}</span>;
}
