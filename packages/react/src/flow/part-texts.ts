import { FLOW_PART_TEXTS, localeOf } from './create';

// The words of the renderer's parts that load on demand (the password, select, phone and
// passcode fields, the TOTP enrolment, the debugger): imported by those parts alone, so a
// flow that shows none of them never ships their words.

/** The parts' words in the flow's locale: loaded with the parts (see parts.tsx), else English. */
export const partTexts = (locale: string | undefined) =>
  FLOW_PART_TEXTS.get(localeOf(locale)) ?? FLOW_PART_TEXTS.en;

/** Load them in the flow's locale; English when they cannot load (the screen still shows). */
export const loadPartTexts = (locale: string | undefined) =>
  FLOW_PART_TEXTS.load(localeOf(locale)).catch(() => undefined);
