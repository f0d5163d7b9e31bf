import type { Translation } from '../message';
import type { ACCESS_KEYS_EN } from './en';

const fr: Translation<typeof ACCESS_KEYS_EN> = {
  created: 'Clé d’accès créée',
  createFailed: 'Échec de la création de la clé d’accès',
  'failed.activate': 'Échec de l’activation de la ou des clés d’accès',
  'failed.deactivate': 'Échec de la désactivation de la ou des clés d’accès',
  'failed.delete': 'Échec de la suppression de la ou des clés d’accès',
  'done.activate': { one: '{count} clé d’accès activée', other: '{count} clés d’accès activées' },
  'done.deactivate': {
    one: '{count} clé d’accès désactivée',
    other: '{count} clés d’accès désactivées',
  },
  'done.delete': { one: '{count} clé d’accès supprimée', other: '{count} clés d’accès supprimées' },
  expiration: 'Expiration',
  notDays: 'Saisissez un nombre de jours, ou 0 pour jamais',
  clearChoice: 'Effacer {label}',
  noUsersMatch: 'Aucun utilisateur ne correspond',
  searching: 'Recherche…',
};
export default fr;
