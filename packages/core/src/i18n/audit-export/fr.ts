import type { Translation } from '../message';
import type { AUDIT_EXPORT_EN } from './en';

const fr: Translation<typeof AUDIT_EXPORT_EN> = {
  running: {
    one: 'Export en cours… {done} sur {count}\u00a0événement',
    other: 'Export en cours… {done} sur {count}\u00a0événements',
  },
  starting: 'Export en cours…',
  progressLabel: 'Progression de l’export',
  cancel: 'Annuler l’export',
  done: {
    one: '{count}\u00a0événement exporté dans {file}',
    other: '{count}\u00a0événements exportés dans {file}',
  },
  failed:
    'L’export s’est arrêté après {done}\u00a0événements\u00a0: {message}. Rien n’a été enregistré.',
  cancelled: 'Export annulé. Rien n’a été enregistré.',
  retry: 'Exporter de nouveau',
  dismiss: 'Fermer',
};
export default fr;
