import { Component, type ReactNode } from "react";
import { ErrorScreen } from "./error-screen";

interface Props {
  /** The address being shown: leaving it leaves the error screen. */
  locationKey: string;
  /** Called once the error is on screen, so that visiting the failed address again retries it. */
  onError: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/**
 * Catches what goes wrong while rendering or loading a route (spec: "Unexpected Application Error!",
 * never a blank page). Going to another address renders the site again instead of the error.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failedAt: null };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === null && state.error !== null) return { failedAt: props.locationKey };
    if (state.failedAt !== null && state.failedAt !== props.locationKey) return { error: null, failedAt: null };
    return null;
  }

  componentDidCatch() {
    this.props.onError();
  }

  render() {
    return this.state.error !== null ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
