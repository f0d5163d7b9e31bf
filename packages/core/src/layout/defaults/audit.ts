import type { LAYOUT_AUDIT_EN } from '../../i18n/layouts/audit/en';
import type { Locale } from '../../i18n/locale';
import { englishOf } from '../../i18n/section';
import { AUDIT_LAYOUT_TEXTS } from '../../i18n/sections';
import type { Texts } from '../../i18n/texts';
import type { WidgetLayouts } from '../pages';
import { columnsOf, type Words } from './parts';

type AuditLayouts = WidgetLayouts['audit-management-widget'];

/** The audit widget's page in the words of `texts` (the catalogue's, in one locale). */
export const auditLayouts = (texts: Texts<typeof LAYOUT_AUDIT_EN>): AuditLayouts => {
  const t = texts as Words;
  return {
    root: {
      title: t('title'),
      searchPlaceholder: t('search'),
      emptyText: t('empty'),
      noMatchText: t('noMatch'),
      columns: columnsOf(t, [
        ['occurredFormatted', true, 190, true],
        ['action', true, 160, true],
        ['actorId', true, 200, true],
        ['type', true, 90],
        ['method', true, 120],
        ['device', true, 110],
        ['geo', true, 100],
        ['remoteAddress', true, 140],
        ['externalIds', false, 200],
      ]),
      buttons: {},
      rangeLabel: t('range'),
      rangeOptions: {
        minuets15: t('range.minuets15'),
        hour: t('range.hour'),
        hour6: t('range.hour6'),
        day: t('range.day'),
        day3: t('range.day3'),
        week: t('range.week'),
        week2: t('range.week2'),
        month: t('range.month'),
      },
    },
  };
};

/** The audit widget's built-in page, in English. Shared: copy before changing it. */
export const AUDIT_LAYOUTS: AuditLayouts = auditLayouts(englishOf(AUDIT_LAYOUT_TEXTS));

/** The audit widget's built-in page in `locale` (its words loaded on demand). */
export const auditLayoutsIn = (locale: Locale): Promise<AuditLayouts> =>
  AUDIT_LAYOUT_TEXTS.load(locale).then(auditLayouts);
