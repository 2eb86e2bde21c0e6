import { Component, type ReactNode } from "react";
import { problemBox } from "./gallery-styles";

type Props = { type: string; children: ReactNode };

/** One broken example must not blank the whole preview: say which block failed and why. */
export class BlockErrorBoundary extends Component<Props, { message?: string }> {
  state: { message?: string } = {};

  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  render() {
    if (this.state.message === undefined) return this.props.children;
    return (
      <p role="alert" css={problemBox}>
        O exemplo do bloco "{this.props.type}" não pôde ser mostrado: {this.state.message}
      </p>
    );
  }
}
