import { KIT_TEXTS } from '@gatehouse/core';
import { createContext, useContext } from 'react';

/** The kit's words in one locale: core's catalogue (its kit section). */
export type KitTexts = (typeof KIT_TEXTS)['en'];

/**
 * The kit's words for the components under a KitRoot: the catalogue's, in the locale its
 * `texts` were loaded in; English where no root gives them.
 */
export const KitTextsContext = createContext<KitTexts | undefined>(undefined);

/** The kit's words where a component is rendered. */
export const useKitTexts = (): KitTexts => useContext(KitTextsContext) ?? KIT_TEXTS.en;
