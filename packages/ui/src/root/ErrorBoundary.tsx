import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashCard } from './onDemandPages.tsx';

type Props = { children: ReactNode; onError?: (error: Error, info: ErrorInfo) => void };
type State = { error: Error | null };

/** Keeps a throwing screen inside its own area: what it renders becomes the crash card. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    if (this.state.error) return <CrashCard onRefresh={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
