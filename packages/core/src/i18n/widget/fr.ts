import type { Translation } from '../message';
import type { WIDGET_EN } from './en';

const fr: Translation<typeof WIDGET_EN> = {
  tenantRequired: 'L’attribut tenant est obligatoire',
  widgetIdRequired: 'L’attribut widget-id est obligatoire',
  widgetIdInvalid:
    'L’attribut widget-id ne contient que des lettres, des chiffres, « . », « _ » et « - »',
  projectIdRequired: 'L’attribut project-id est obligatoire',
  layoutFailed: 'Le widget n’a pas pu être chargé.',
  listFailed: 'La liste n’a pas pu être chargée',
  searchFailed: 'La dernière recherche a échoué',
  modalFailed: 'Cette fenêtre n’a pas pu être chargée.',
  retry: 'Réessayer',
  cancel: 'Annuler',
  loading: 'Chargement…',
  withMessage: '{text}\u00a0: {message}',
  listCut: 'Affichage des {shown} premiers sur {total}. Recherchez pour affiner la liste.',
  loadMore: 'Charger la suite',
  'title.users': 'Utilisateurs',
  'title.roles': 'Rôles',
  'title.accessKeys': 'Clés d’accès',
  'title.audit': 'Journal d’audit',
  range: 'Période',
  actions: 'Actions\u00a0: {title}',
  more: 'Plus',
  unavailable: 'Cela n’a pas pu être fait\u00a0; réessayez',
  checksUnavailable: 'Le formulaire ne peut pas être vérifié pour le moment\u00a0; réessayez',
  copyFailed:
    'Impossible de copier dans le presse-papiers\u00a0: copiez-le à la main avant de fermer',
  'value.active': 'actif',
  'value.inactive': 'inactif',
  'value.expired': 'expiré',
  'value.disabled': 'désactivé',
  'value.invited': 'invité',
  'value.yes': 'oui',
  'value.no': 'non',
  never: 'Jamais',
  noTime: 'N/D',
};
export default fr;
