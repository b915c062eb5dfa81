/** Shows `fallback` instead of a page that threw while rendering, until the next navigation. */
import { Component, type ReactNode } from 'react';

type Props = { resetKey: string; fallback: ReactNode; children: ReactNode };
type State = { hasFailed: boolean };

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { hasFailed: false };

  static getDerivedStateFromError(): State {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page failed to render', error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.hasFailed && previous.resetKey !== this.props.resetKey) {
      this.setState({ hasFailed: false });
    }
  }

  override render(): ReactNode {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
