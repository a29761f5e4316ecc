/** Shown in preview mode only, where a block was skipped. */
export function PreviewWarning({ contentType, entryId, reason }: { contentType: string; entryId: string; reason: string }) {
  return (
    <div role="note" data-testid="block-warning" className="sf-preview-warning">
      <strong>Not shown on the storefront:</strong> {contentType} <code>{entryId}</code> — {reason}
    </div>
  );
}
