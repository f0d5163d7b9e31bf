import type { OnDemand } from '@gatehouse/core';
import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { Button } from '../kit';
import { ActionButtons, type ActionButtonsProps, shownActions } from './action-buttons';
import { useLazyModule } from './lazy-module';
import type { MenuList } from './menu-list';
import { useWidgetTexts } from './texts';

// A toolbar with more actions than fit a narrow widget: at its own width (a container query on
// the widget's bar, not the window's), its actions after Create fold into a More menu, whose
// items are the same actions enabled by the same `$buttons` of the store. Wide, every button
// shows as before and More is hidden. The menu's code is the widget's on-demand toolbar part.

/** The bar is the container; below this width the actions fold (eight do not fit beside search). */
const FOLD_CSS = `
.gh-w-bar{container-type:inline-size}
.gh-w-foldmenu{position:relative;display:none}
@container (max-width:640px){.gh-w-toolbar>[data-fold]{display:none}.gh-w-foldmenu{display:inline-flex}}
`;

export interface FoldingActionButtonsProps<A extends string> extends ActionButtonsProps<A> {
  /** The part holding the menu's list (shared/menu-list.tsx). */
  menu: OnDemand<{ MenuList: typeof MenuList }>;
}

/** The actions after Create: every button while the widget is wide, More and its menu while narrow. */
export function FoldingActionButtons<A extends string>(props: FoldingActionButtonsProps<A>) {
  const { root, enabled, onOpen } = props;
  const t = useWidgetTexts();
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [wanted, setWanted] = useState(false);
  const part = useLazyModule(props.menu, wanted);
  const wrapper = useRef<HTMLSpanElement>(null);
  const id = useId();

  const show = (focus: 'first' | 'last') => {
    if (part.failed) part.retry();
    setWanted(true);
    setOpen(focus);
  };
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    // The More button: where focus was, and where a dialog an item opens gives it back.
    if (refocus) wrapper.current?.querySelector('button')?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show(event.key === 'ArrowUp' ? 'last' : 'first');
  };
  const Menu = part.module?.MenuList;

  return (
    <>
      <style>{FOLD_CSS}</style>
      <ActionButtons {...props} fold />
      <span ref={wrapper} className="gh-w-foldmenu">
        <Button
          id={`${id}-button`}
          aria-haspopup="menu"
          aria-expanded={!!open && !!Menu}
          aria-controls={open && Menu ? `${id}-menu` : undefined}
          onClick={() => (open ? close(false) : show('first'))}
          onKeyDown={onKeyDown}
        >
          {t('more')}
        </Button>
        {open && Menu ? (
          <Menu
            id={`${id}-menu`}
            labelledBy={`${id}-button`}
            focus={open}
            within={wrapper.current}
            items={shownActions(props.actions, root).map((each) => ({
              id: each,
              label: root.buttons[each] ?? '',
              disabled: !enabled[each],
              danger: each === 'delete',
            }))}
            onClose={close}
            onSelect={(each) => {
              close(true);
              onOpen(each);
            }}
          />
        ) : null}
        {open && part.failed ? (
          <span role="alert" className="gh-w-error">
            {t('unavailable')}
          </span>
        ) : null}
      </span>
    </>
  );
}
