import { type ComponentProps, lazy, Suspense } from 'react';
import type { FormModal as LoadedFormModal, SecretModal as LoadedSecretModal } from './form';

// The create and edit forms and the one-time secret (the layout's fields, the multi-select)
// load when one first opens: a list shows without them, and most visits never open one.
const LazyFormModal = lazy(() => import('./form').then((form) => ({ default: form.FormModal })));
const LazySecretModal = lazy(() =>
  import('./form').then((form) => ({ default: form.SecretModal })),
);

export function FormModal(props: ComponentProps<typeof LoadedFormModal>) {
  return (
    <Suspense fallback={null}>
      <LazyFormModal {...props} />
    </Suspense>
  );
}

export function SecretModal(props: ComponentProps<typeof LoadedSecretModal>) {
  return (
    <Suspense fallback={null}>
      <LazySecretModal {...props} />
    </Suspense>
  );
}
