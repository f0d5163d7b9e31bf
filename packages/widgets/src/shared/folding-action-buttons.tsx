import type { OnDemand } from '@gatehouse/core';
import { ActionButtons, type ActionButtonsProps } from './action-buttons';
import { useLazyModule } from './lazy-module';
import type { MoreMenu } from './more-menu';

// A toolbar with more actions than fit a narrow widget: at its own width (a container query on
// the widget's bar, not the window's), its actions after Create fold into a More menu, whose
// items are the same actions enabled by the same `$buttons` of the store. Wide, every button
// shows as before and More is hidden. Only the fold is here, in the first load: More and its
// menu come with the widget's toolbar part, asked for as the widget mounts. Until it is in,
// a narrow toolbar shows Create alone; a part that cannot load leaves every button unfolded
// (wrapping, but all there) rather than hiding actions behind nothing.

/** The bar is the container; below this width the actions fold (eight do not fit beside search). */
const FOLD_CSS = `
.gh-w-bar{container-type:inline-size}
.gh-w-foldmenu{position:relative;display:none}
@container (max-width:640px){.gh-w-toolbar>[data-fold]{display:none}.gh-w-foldmenu{display:inline-flex}}
`;

export interface FoldingActionButtonsProps<A extends string> extends ActionButtonsProps<A> {
  /** The part holding More and its menu (shared/more-menu.tsx). */
  menu: OnDemand<{ MoreMenu: typeof MoreMenu }>;
}

/** The actions after Create: every button while the widget is wide, More and its menu while narrow. */
export function FoldingActionButtons<A extends string>(props: FoldingActionButtonsProps<A>) {
  const { module, failed } = useLazyModule(props.menu);
  if (failed) return <ActionButtons {...props} />;
  return (
    <>
      <style>{FOLD_CSS}</style>
      <ActionButtons {...props} fold />
      {module ? <module.MoreMenu {...props} /> : null}
    </>
  );
}
