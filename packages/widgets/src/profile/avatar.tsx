import type { ProfileAvatar } from '@gatehouse/core';
import { useState } from 'react';

export interface AvatarProps {
  avatar: ProfileAvatar;
  onOpen: (page: string) => void;
}

/** The picture when the store says it may be shown and it loads, else the initials. */
export function Avatar({ avatar, onOpen }: AvatarProps) {
  const [broken, setBroken] = useState<string>();
  const picture = avatar.picture !== broken ? avatar.picture : undefined;
  const face = picture ? (
    <img src={picture} alt="" referrerPolicy="no-referrer" onError={() => setBroken(picture)} />
  ) : (
    <span aria-hidden="true">{avatar.initials}</span>
  );
  const { action } = avatar;
  // Without a modal to open it is decoration: the name is written beside it.
  if (!action) {
    return (
      <span className="gh-w-pavatar" aria-hidden="true">
        {face}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="gh-w-pavatar"
      title={avatar.label}
      onClick={() => onOpen(action.page)}
    >
      {face}
      {/* Named by hidden text, not aria-label: the initials shown are not part of the name
          ("Change picture"), which a label attribute must include (WCAG 2.5.3). */}
      <span className="gh-w-sr">{avatar.label}</span>
    </button>
  );
}
