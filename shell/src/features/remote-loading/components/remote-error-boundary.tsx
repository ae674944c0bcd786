import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  fallback: (error: unknown) => ReactNode;
  /** Called once per caught error (load or render), e.g. to tell the operators. */
  onError?: (error: unknown) => void;
  /** When this changes (e.g. the URL), a caught error is forgotten and the children render again. */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** Keeps a failing remote (load or render) inside its own area so the rest of the shell keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A remote failed to load or render', error, info.componentStack);
    this.props.onError?.(error);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.hasError && prev.resetKey !== this.props.resetKey) this.setState({ error: null, hasError: false });
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback(this.state.error) : this.props.children;
  }
}
