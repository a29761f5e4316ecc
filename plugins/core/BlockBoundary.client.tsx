'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  blockId: string;
  contentType: string;
  preview: boolean;
  children: ReactNode;
}

/**
 * Keeps a block that throws while rendering from taking the page down: shoppers see nothing in
 * its place, editors see a warning.
 */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'block.render_failed',
        entryId: this.props.blockId,
        contentType: this.props.contentType,
        reason: error.message,
        stack: info.componentStack?.split('\n').slice(0, 4).join('\n'),
      }),
    );
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!this.props.preview) return null;
    return (
      <p role="alert" data-testid="block-warning" className="sf-preview-warning">
        {this.props.contentType} {this.props.blockId} failed to render.
      </p>
    );
  }
}
