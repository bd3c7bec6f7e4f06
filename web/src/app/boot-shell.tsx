/**
 * The first paint of index.html (the product name over a card outline, as the sign-in page lays
 * them out), as React renders it: the same markup and the same classes, styled by index.html.
 * Shown where a screen mounts in a background render (DeferredMount) right after that first paint,
 * so nothing moves until the screen itself is ready. Keep it in step with index.html: its words
 * are the sign-in page's title and subtitle in each language, shown by index.html's styles for the
 * language the page chose before its first paint (contract/src/boot-choice.ts).
 */
export function BootShell() {
  return (
    <div className="boot" role="status" aria-label="Loading">
      <div className="boot-name">Chapter Portal</div>
      <div className="boot-card" aria-hidden="true">
        <div className="boot-words">
          <p className="boot-title">
            <span lang="en">Welcome</span>
            <span lang="es">Bienvenido</span>
          </p>
          <p className="boot-subtitle">
            <span lang="en">Sign in to your chapter account</span>
            <span lang="es">Inicie sesión en la cuenta de su capítulo</span>
          </p>
        </div>
        <div className="boot-line title" />
        <div className="boot-line short" />
        <div className="boot-field" />
        <div className="boot-field" />
        <div className="boot-button" />
      </div>
    </div>
  );
}
