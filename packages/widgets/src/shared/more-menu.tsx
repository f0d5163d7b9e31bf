import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { Button } from '../kit';
import { type ActionButtonsProps, shownActions } from './action-buttons';
import { MenuList } from './menu-list';
import { useWidgetTexts } from './texts';

// The More button of a folded toolbar (folding-action-buttons.tsx) and its menu, loaded with
// the widget's toolbar part: ArrowDown or ArrowUp on the button opens the menu at its first or
// last item; choosing an item opens that action as its button would.

/** More and its menu of the toolbar's actions, enabled as the buttons are. */
export function MoreMenu<A extends string>(props: ActionButtonsProps<A>) {
  const { root, enabled, onOpen } = props;
  const t = useWidgetTexts();
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const id = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    // The More button: where focus was, and where a dialog an item opens gives it back.
    if (refocus) wrapper.current?.querySelector('button')?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
  };

  return (
    <span ref={wrapper} className="gh-w-foldmenu">
      <Button
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={!!open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onKeyDown}
      >
        {t('more')}
      </Button>
      {open ? (
        <MenuList
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
    </span>
  );
}
