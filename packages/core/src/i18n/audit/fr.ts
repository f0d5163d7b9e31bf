import type { Translation } from '../message';
import type { AUDIT_EN } from './en';

const fr: Translation<typeof AUDIT_EN> = {
  noMatch: 'Aucun événement d’audit ne correspond à «\u00a0{text}\u00a0»',
  exportCsv: 'Exporter en CSV',
};
export default fr;
