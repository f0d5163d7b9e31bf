import InitError from '@theme-init/Error';
import { type ComponentProps, useEffect, useState } from 'react';
import { Loading } from '../loading';
import { isChunkLoadError, reloadForRefusedChunk } from './refused-chunk';

type Props = ComponentProps<typeof InitError>;

/** sessionStorage, or undefined where the browser refuses it (then no reload: no loop). */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Docusaurus's error page ("This page crashed"), except for a chunk the server gate refused:
 * then the browser loads the page in full, once (refused-chunk.ts), and the gate answers; Loading
 * shows meanwhile. When the reload was already tried, the error page shows after all.
 */
export default function ErrorPage(props: Props) {
  const refused = isChunkLoadError(props.error);
  const [leaving, setLeaving] = useState(refused);
  useEffect(() => {
    if (!refused) return;
    const assign = (url: string) => location.assign(url);
    if (!reloadForRefusedChunk(props.error, location.href, tabStorage(), assign)) {
      setLeaving(false);
    }
  }, [refused, props.error]);
  return leaving ? <Loading /> : <InitError {...props} />;
}
