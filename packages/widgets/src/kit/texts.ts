import { KIT_EN } from '@gatehouse/core';
import { createContext, useContext } from 'react';

/** A word of the kit, by its key in core's catalogue (its kit section). */
export type KitKey = keyof typeof KIT_EN;

/**
 * The kit's words in one locale: core's `KIT_TEXTS` loaded in it (a widget passes them to
 * KitRoot), or anything that says a key the same way.
 */
export type KitTexts = (key: KitKey, values?: Readonly<Record<string, string | number>>) => string;

/**
 * English, from the catalogue's words themselves, their `{name}`s filled: the kit alone ships
 * no more than them (the catalogue's full machinery comes with a widget's locale).
 */
const english: KitTexts = (key, values) =>
  KIT_EN[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));

/** The kit's words for the components under a KitRoot; English where no root gives them. */
export const KitTextsContext = createContext<KitTexts | undefined>(undefined);

/** The kit's words where a component is rendered. */
export const useKitTexts = (): KitTexts => useContext(KitTextsContext) ?? english;
