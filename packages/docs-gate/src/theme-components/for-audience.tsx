import { type ComponentType, useEffect, useState } from 'react';
import { allows } from '../access/allows';
import { audienceOfKey } from './audiences';
import { useShownReader } from './shown-status';

/** What the remark plugin (blocks/remark-for-audience.ts) leaves of a block in the page. */
export interface ForAudienceProps {
  /** The block's audience key. */
  audience: string;
  /** Imports the block's own chunk, which the server gate serves to its audience only. */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * A `<ForAudience roles={[...]}>` block of a doc page. The built HTML holds nothing of it (no
 * placeholder either: the same file goes to every reader of the page); once hydrated, a reader
 * the audience allows gets the block's chunk and sees it, any other reader never asks for it.
 */
export function ForAudience({ audience, load }: ForAudienceProps) {
  const reader = useShownReader();
  const shown = reader !== undefined && allows(audienceOfKey(audience), reader);
  const [Block, setBlock] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!shown) return;
    let current = true;
    load().then(
      (module) => current && setBlock(() => module.default),
      // Refused (the gate knows better than the session here) or offline: the block stays out.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [shown, load]);
  return shown && Block ? <Block /> : null;
}
