// Catches a crash or a failed chunk below it and shows the fallback instead of a blank page.
import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (reset: () => void) => ReactNode;
  /** Changing it (e.g. the path) clears the error, so navigating away recovers. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string | undefined;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(() => this.setState({ error: null })) : this.props.children;
  }
}
