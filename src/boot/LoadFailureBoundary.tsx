import { Component, type ReactNode } from "react";

export interface LoadFailureBoundaryProps {
  /** What a deferred chunk draws (inside a Suspense boundary). */
  children: ReactNode;
  /** Called once the chunk could not be loaded; the boundary then draws nothing. */
  onFailure?: () => void;
}

/**
 * Around whatever a deferred chunk (./deferredChunk.ts) draws: a chunk that fails to download draws nothing, and the
 * page goes on, instead of React unmounting the whole page and leaving it blank. Give it a new `key` to try again.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFailure?.();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
