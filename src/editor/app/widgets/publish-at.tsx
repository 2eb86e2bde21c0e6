import { Component, type CSSProperties } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import DatetimeWidget from "decap-cms-widget-datetime";
import { describePublishAt, formatPublishAt, isScheduled, publishInstant } from "@/lib/publish-at";

type ControlProps = CmsWidgetControlProps<string | undefined>;

const { controlComponent: DatetimeControl, previewComponent: DatetimePreview } = DatetimeWidget.Widget();

// Above the picker, a line of its own: darker than Decap's hint, since it says what will happen, and read before the
// box, whose numbers follow the phone's settings (and read as a month first in a browser set to English).
const statusStyle: CSSProperties = { margin: "0 0 8px", fontSize: "0.9375em", lineHeight: 1.4, fontWeight: 600, color: "#313d3e" };

/** What the date means for the site, in the editor's words: waiting, due at the next publication, or nothing. */
function scheduleStatus(value: string | undefined): string | undefined {
  if (!value || Number.isNaN(publishInstant(value))) return undefined;
  if (isScheduled(value, Date.now())) return `Agendado para ${describePublishAt(value)}: até lá, isto não aparece no site.`;
  return `A data já passou (${formatPublishAt(value)}): isto aparece no site na próxima publicação.`;
}

/**
 * "Publicar em": Decap's date and time picker (the phone's own, an <input type="datetime-local">), storing São Paulo's
 * wall clock as written ("2026-12-12 08:00"), with what that means said first, above it, so the entry itself tells the
 * volunteer it is scheduled, in words ("Agendado para sábado, 12 de dezembro de 2026, às 08:00: até lá, isto não
 * aparece no site"). A class, because Decap reaches a control through its instance.
 */
export class PublishAtControl extends Component<ControlProps> {
  render() {
    const status = scheduleStatus(this.props.value);
    return (
      <>
        <p role="status" style={status ? statusStyle : { margin: 0 }}>
          {status}
        </p>
        <DatetimeControl {...this.props} />
      </>
    );
  }
}

export const PublishAtPreview = DatetimePreview;
