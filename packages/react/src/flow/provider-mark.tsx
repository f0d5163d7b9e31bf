import { lazy, Suspense } from 'react';

// A provider button's mark. The marks load on demand, and the slot keeps its size while they
// do, so the label never shifts when a mark appears.
const ProviderMarkSvg = lazy(() => import('./provider-marks'));

/** The mark of `provider` (decorative: the button's label names the provider). */
export function ProviderMark({ provider }: { provider: string }) {
  return (
    <span className="gh-mark" aria-hidden="true">
      <Suspense fallback={null}>
        <ProviderMarkSvg provider={provider} />
      </Suspense>
    </span>
  );
}
