import type { Translation } from '../message';
import type { ROLES_EN } from './en';

const fr: Translation<typeof ROLES_EN> = {
  created: 'Rôle créé',
  createFailed: 'Échec de la création du rôle',
  updated: 'Rôle modifié',
  updateFailed: 'Échec de la modification du rôle',
  deleted: { one: '{count} rôle supprimé', other: '{count} rôles supprimés' },
  deleteFailed: 'Échec de la suppression du ou des rôles',
  nameTaken: 'Un rôle nommé {name} existe déjà',
  builtIn: 'Les rôles intégrés appartiennent au projet et ne sont jamais supprimés',
};
export default fr;
