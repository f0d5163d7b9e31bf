import type { Translation } from '../message';
import type { USERS_EN } from './en';

const fr: Translation<typeof USERS_EN> = {
  created: 'Utilisateur créé',
  createFailed: 'Échec de la création de l’utilisateur',
  updated: 'Utilisateur modifié',
  updateFailed: 'Échec de la modification de l’utilisateur',
  enabled: 'Utilisateur activé',
  enableFailed: 'Échec de l’activation de l’utilisateur',
  disabled: 'Utilisateur désactivé',
  disableFailed: 'Échec de la désactivation de l’utilisateur',
  passwordReset: 'Mot de passe de l’utilisateur réinitialisé',
  passwordResetFailed: 'Échec de la réinitialisation du mot de passe de l’utilisateur',
  passkeyRemoved: 'Clé d’accès de l’utilisateur retirée',
  passkeyRemoveFailed: 'Échec du retrait de la clé d’accès de l’utilisateur',
  deleted: { one: '{count} utilisateur supprimé', other: '{count} utilisateurs supprimés' },
  deleteFailed: {
    one: 'Échec de la suppression de l’utilisateur',
    other: 'Échec de la suppression des utilisateurs',
  },
  inviteResent: 'Invitation renvoyée',
  inviteResendFailed: 'Échec du renvoi de l’invitation',
  loggedOut: 'L’utilisateur a été déconnecté partout',
  logoutFailed: 'Échec de la déconnexion de l’utilisateur',
  'filter.status': 'Statut',
  'filter.role': 'Rôle',
  'filter.all': 'Tous',
  'status.enabled': 'Actif',
  'status.disabled': 'Désactivé',
  'status.invited': 'Invité',
  loginIdTaken: 'Un autre utilisateur se connecte déjà avec cet identifiant',
  phoneFormat: 'Saisissez le numéro avec l’indicatif du pays, p.\u00a0ex. +33-612345678',
  phoneTooLong: 'Utilisez au plus {max}\u00a0caractères',
  phoneUnavailable:
    'Le numéro de téléphone ne peut pas être vérifié pour le moment\u00a0; réessayez',
};
export default fr;
