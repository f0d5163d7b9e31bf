import type { PagesOf, PROFILE_TEXTS, ProfileRowView } from '@gatehouse/core';
import { Button } from '../kit';

export interface RowProps {
  row: ProfileRowView;
  /** The profile's layout: the empty text and the badge's words. */
  root: PagesOf<'user-profile-widget'>['root'];
  /** The profile's own words, in the widget's locale. */
  texts: (typeof PROFILE_TEXTS)['en'];
  onOpen: (page: string) => void;
}

/**
 * One row of the profile: its label, its value (or the empty text, or whether the sign-in
 * method is set up), the Unverified badge, and its buttons.
 */
export function Row({ row, root, texts, onOpen }: RowProps) {
  const method = row.kind === 'method';
  const muted = method ? !row.registered : row.empty;
  const shown = method
    ? texts(row.registered ? 'registered' : 'notRegistered')
    : row.empty
      ? root.emptyText
      : row.value;
  return (
    <li className="gh-w-prow">
      <span className="gh-w-plabel">{row.label}</span>
      <span className="gh-w-pvalue" data-muted={muted || undefined}>
        <span>{shown}</span>
        {row.unverified ? <span className="gh-w-pbadge">{root.unverifiedLabel}</span> : null}
      </span>
      <span className="gh-w-pactions">
        {row.edit ? <Button onClick={() => onOpen(row.edit!.page)}>{row.edit.label}</Button> : null}
        {row.delete ? (
          <Button variant="danger" onClick={() => onOpen(row.delete!.page)}>
            {row.delete.label}
          </Button>
        ) : null}
      </span>
    </li>
  );
}
