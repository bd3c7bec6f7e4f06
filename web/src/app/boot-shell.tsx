/**
 * The first paint of index.html (the product name over a card outline, as the sign-in page lays
 * them out), as React renders it: the same markup and the same classes, styled by index.html.
 * Shown where a screen mounts in a background render (DeferredMount) right after that first paint,
 * so nothing moves until the screen itself is ready. Keep it in step with index.html.
 */
export function BootShell() {
  return (
    <div className="boot" role="status" aria-label="Loading">
      <div className="boot-name">Chapter Portal</div>
      <div className="boot-card" aria-hidden="true">
        <div className="boot-line title" />
        <div className="boot-line short" />
        <div className="boot-field" />
        <div className="boot-field" />
        <div className="boot-button" />
      </div>
    </div>
  );
}
