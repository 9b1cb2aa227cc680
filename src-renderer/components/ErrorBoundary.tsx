import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; what: string };

/** A failure while drawing one part of the window shows a message there; the rest of the app keeps working
 *  and the document is untouched (every edit is already in the project file). */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="crash" role="alert" data-testid="crash">
        <strong>The {this.props.what} stopped working.</strong>
        <p>{this.state.error.message}</p>
        <p className="muted">Your project is saved. Reopen it, or report this with the message above.</p>
        <button onClick={() => this.setState({ error: null })}>Try again</button>
      </div>
    );
  }
}
