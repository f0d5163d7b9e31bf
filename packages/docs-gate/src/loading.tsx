// The one Loading indicator: the theme's gate shows it while the reader's session is checked,
// the public sign-in page while its configuration loads. Its rules are LOADING_CSS.
export function Loading() {
  return (
    <div className="gatehouse-gate__loading" role="status">
      <span className="gatehouse-gate__spinner" aria-hidden="true" />
      Loading
    </div>
  );
}
