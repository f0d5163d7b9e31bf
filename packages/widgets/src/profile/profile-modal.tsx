import { FLOW_UNAVAILABLE, PROFILE_TEXTS, type ProfileModalState } from '@gatehouse/core';
import { WarningIcon } from '@gatehouse/react/design';
import { Button, type KitTheme, kitTheme, Modal } from '../kit';
import { useLazyModule } from '../shared/lazy-module';
import { useSection, useWidgetTexts } from '../shared/texts';
import { hostedFlow } from './flow-renderer';
import { PROFILE_MODAL_CSS } from './modal-styles';

export interface ProfileModalProps {
  /** The profile's modal, or its account part's (any page name). */
  modal: ProfileModalState<string>;
  theme: KitTheme | undefined;
  /** The widget's locale: the hosted flow's `lang` and its phone field's country names. */
  locale: string | undefined;
  onClose: () => void;
  /** Mock mode: the modal has no flow, and its primary button stands in for one succeeding. */
  onComplete: () => void;
}

/** While the flow's code loads (the engine and the renderer, on the first open only). */
function Loading() {
  const t = useWidgetTexts();
  return (
    <p role="status" className="gh-w-pwait">
      <span className="gh-w-sr">{t('loading')}</span>
      <span className="gh-w-skeleton" />
      <span className="gh-w-skeleton" />
    </p>
  );
}

/**
 * The open profile modal: the flow the store made for it, with the flow's failure above it
 * while the modal stays open. In mock mode, its title and a Done button instead.
 */
export function ProfileModal({ modal, theme, locale, onClose, onComplete }: ProfileModalProps) {
  const { layout, hosted, flow } = modal;
  const renderer = useLazyModule(hostedFlow, hosted);
  const HostedFlow = renderer.module?.default;
  const t = useSection(PROFILE_TEXTS, locale) ?? PROFILE_TEXTS.en;
  // The renderer's code did not load: the store's words for it, in the widget's locale.
  const unavailable = { ...FLOW_UNAVAILABLE, message: t('flowUnavailable') };
  const error = modal.error ?? (renderer.failed ? unavailable : undefined);
  const cancel = <Button onClick={onClose}>{layout.cancelLabel}</Button>;
  return (
    <Modal
      open
      title={layout.title}
      onClose={onClose}
      actions={
        hosted ? (
          cancel
        ) : (
          <>
            {cancel}
            <Button variant="primary" onClick={onComplete}>
              {layout.submitLabel}
            </Button>
          </>
        )
      }
    >
      <style>{PROFILE_MODAL_CSS}</style>
      {error ? (
        <div className="gh-w-failed">
          <WarningIcon size={20} />
          <p role="alert" className="gh-w-error">
            {error.message}
          </p>
        </div>
      ) : null}
      {HostedFlow && flow ? (
        <HostedFlow flow={flow} flowId={modal.flowId} theme={kitTheme(theme)} locale={locale} />
      ) : hosted && !error ? (
        <Loading />
      ) : null}
    </Modal>
  );
}
