/** The bar editors see in preview: how many entries the storefront would leave out, and the way out. */
export function PreviewBar({ warnings, live = false }: { warnings: number; live?: boolean }) {
  return (
    <aside className="sf-preview-bar" aria-label="Preview" data-testid="preview-bar">
      <strong>{live ? 'Live preview' : 'Preview'}</strong>
      <span aria-live="polite">
        {warnings === 0 ? 'All blocks are valid.' : `${warnings} entr${warnings === 1 ? 'y is' : 'ies are'} not shown on the storefront (see warnings on the page).`}
      </span>
      <a href="/api/draft/disable">Exit preview</a>
    </aside>
  );
}
